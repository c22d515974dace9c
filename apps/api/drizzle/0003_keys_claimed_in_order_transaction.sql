-- Idempotency keys are now claimed inside the order transaction, so a committed key is always
-- done. A key left in flight by the previous protocol (its request died before it finished) holds
-- no order: free it, so a retry places the order.
DELETE FROM "idempotency_keys" WHERE "status" = 'in_flight';
