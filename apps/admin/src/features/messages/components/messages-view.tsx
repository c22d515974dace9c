import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { queriesOf } from '@haat/api-client/query';
import * as adminEndpoints from '@haat/api-contract/admin';
import { messageBodySchema, type MessageThread } from '@haat/domain/schemas';
import { formatDateTime, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useThreadMessages } from '../api/thread-messages.ts';
import { useThreads } from '../api/threads.ts';
import * as styles from './messages.css.ts';

/** Customer threads with unread marks, one thread open, and a reply box. */
export function MessagesView() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('customer')) || null;
  const threads = useThreads();
  const open = (customerId: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('customer', String(customerId));
      return next;
    });

  return (
    <>
      <PageHeader title={t`Messages`} description={t`Answer your customers’ questions.`} />
      <QueryState query={threads}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={t`No messages yet.`}
            >{t`When a customer writes to your shop, the chat shows here.`}</EmptyState>
          ) : (
            <div className={styles.layout}>
              <ThreadList threads={list} openId={openId} onOpen={open} />
              {openId === null ? (
                <EmptyState title={t`Choose a conversation.`} />
              ) : (
                <Thread key={openId} customerId={openId} thread={list.find((item) => item.customer.id === openId)} />
              )}
            </div>
          )
        }
      </QueryState>
    </>
  );
}

function ThreadList({
  threads,
  openId,
  onOpen,
}: {
  threads: MessageThread[];
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <nav aria-label={t`Conversations`}>
      <ul className={styles.threadList}>
        {threads.map((thread) => {
          const unread = thread.unread_count > 0;
          return (
            <li key={thread.customer.id}>
              <button
                type="button"
                className={styles.threadButton}
                aria-current={thread.customer.id === openId}
                onClick={() => onOpen(thread.customer.id)}
              >
                <span className={unread ? styles.unreadName : styles.threadName}>{thread.customer.name}</span>
                {unread ? (
                  <Badge tone="blue" solid>
                    {t`${formatNumber(thread.unread_count, locale)} unread`}
                  </Badge>
                ) : (
                  <span />
                )}
                <span className={styles.preview}>{thread.last_message.body}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Thread({ customerId, thread }: { customerId: number; thread: MessageThread | undefined }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const queryClient = useQueryClient();
  const messages = useThreadMessages(customerId);
  const listRef = useRef<HTMLOListElement>(null);
  const loadedAt = messages.dataUpdatedAt;
  const count = messages.data?.length ?? 0;

  // Opening a thread reads it: the unread marks in the list follow.
  useEffect(() => {
    if (loadedAt > 0) void queryClient.invalidateQueries(queriesOf(adminEndpoints.listMessageThreads));
  }, [loadedAt, queryClient]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const name = thread?.customer.name ?? '';
  return (
    <section className={styles.thread} aria-labelledby="thread-title">
      <h2 id="thread-title">{name || t`Conversation`}</h2>
      {thread && <a href={`tel:${thread.customer.mobile}`}>{thread.customer.mobile}</a>}
      <QueryState query={messages}>
        {(list) => (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the list scrolls on its own; keyboard users focus it to scroll (WCAG 2.1.1, axe's scrollable-region-focusable).
          <ol ref={listRef} className={styles.messageList} aria-label={t`Messages with ${name}`} tabIndex={0}>
            {list.map((message) => (
              <li key={message.id} className={message.sender === 'shop' ? styles.fromShop : styles.fromCustomer}>
                {message.body}
                <span className={styles.time}>
                  {message.sender === 'shop' ? t`You` : name} · {formatDateTime(message.created_at, locale)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <ReplyForm customerId={customerId} />
    </section>
  );
}

function ReplyForm({ customerId }: { customerId: number }) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(messageBodySchema, { body: '' });
  const send = useSendMessage();

  const submit = form.handleSubmit(({ body }) =>
    send.mutate(
      { customerId, body },
      {
        onSuccess: () => form.reset(),
        onError: (failure) => {
          if (!showApiErrors(form, i18n, failure)) toast.error(errorText(i18n, failure));
        },
      },
    ),
  );

  return (
    <form className={styles.reply} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Reply`}>
      <FormField label={t`Your reply`} error={form.formState.errors.body?.message}>
        <Textarea rows={3} {...form.register('body')} />
      </FormField>
      <div className={styles.replyActions}>
        <Button type="submit" variant="primary" startIcon={<Send size={16} />} loading={send.isPending}>
          {t`Send`}
        </Button>
      </div>
    </form>
  );
}
