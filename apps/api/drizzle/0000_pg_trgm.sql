-- pg_trgm powers the trigram indexes used by product search (products_*_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
