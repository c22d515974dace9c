import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Send, X } from 'lucide-react';
import { messengerLink, whatsappLink, type ChatTarget } from '@haat/domain/chat';
import { MESSAGE_MAX_LENGTH, messageBodySchema } from '@haat/domain/schemas';
import { checkBody } from '@haat/i18n/form-errors';
import { formatDateTime } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { ButtonLink, IconButton, buttonClass } from '@haat/ui/button';
import { Textarea } from '@haat/ui/input';
import { Spinner } from '@haat/ui/spinner';
import { useShopHref } from '../../lib/links.ts';
import { useShop } from '../../lib/shop.ts';
import { useAuthStore } from '../../entities/customer/auth.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import { useMessages } from '../../entities/messages/messages.ts';
import { useSendMessage } from '../../entities/messages/send-message.ts';
import * as styles from './chat.css.ts';

function ExternalChat({ target, shopName }: { target: ChatTarget; shopName: string }) {
  const { t } = useLingui();
  if (target.channel === 'whatsapp') {
    const link = whatsappLink(target.number, t`Hello ${shopName}, I have a question.`);
    return (
      <>
        <p>{t`Send us a message on WhatsApp; we usually answer quickly.`}</p>
        <ButtonLink href={link} target="_blank" rel="noopener noreferrer" variant="primary" fullWidth>
          {t`Chat on WhatsApp`}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p>{t`Send us a message on Messenger; we usually answer quickly.`}</p>
      <ButtonLink
        href={messengerLink(target.page)}
        target="_blank"
        rel="noopener noreferrer"
        variant="primary"
        fullWidth
      >
        {t`Chat on Messenger`}
      </ButtonLink>
    </>
  );
}

/** The customer's on-site thread with the shop (logged-in customers, when the shop has no outside chat). */
function OnSiteThread({ shopId }: { shopId: number }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const thread = useMessages(shopId);
  const send = useSendMessage(shopId);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const messages = thread.data ?? [];

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank draft sends nothing (its Send button is off); the field allows no more than the schema does.
    const check = checkBody(messageBodySchema, { body: draft });
    if (!check.success || send.isPending) return;
    send.mutate(check.body.body, { onSuccess: () => setDraft('') });
  };

  if (thread.isPending) return <Spinner size="sm" />;
  if (thread.isError) return <p role="alert">{t`Could not load the messages.`}</p>;
  return (
    <>
      <ul role="list" className={styles.thread} aria-label={t`Messages`} aria-live="polite">
        {messages.length === 0 && (
          <li className={styles.muted}>{t`Ask the shop anything about its products or your order.`}</li>
        )}
        {messages.map((message) => (
          <li key={message.id} className={message.sender === 'customer' ? styles.mine : styles.theirs}>
            {message.body}
            <time className={styles.time} dateTime={message.created_at}>
              {formatDateTime(message.created_at, locale, 'short')}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ul>
      <form className={styles.composer} onSubmit={submit}>
        <Textarea
          rows={2}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          aria-label={t`Your message`}
          placeholder={t`Write a message…`}
        />
        <IconButton type="submit" variant="primary" aria-label={t`Send`} disabled={!draft.trim() || send.isPending}>
          <Send size={18} />
        </IconButton>
      </form>
      {send.isError && <p role="alert">{t`The message was not sent. Try again.`}</p>}
    </>
  );
}

/** docs/product/storefront.md chat popup: WhatsApp or Messenger per docs/product/rules.md#fields, otherwise the on-site thread (logged in). */
export default function ChatPopup({ target }: { target: ChatTarget | null }) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const loggedIn = useAuthStore((state) => state.isAuthenticated);
  const setOpen = useShopUiStore((state) => state.setChatOpen);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const shopName = localizedName(shop, toLocale(i18n.locale));

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setOpen]);

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.popup}
      tabIndex={-1}
      data-testid="chat-popup"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t`Chat with ${shopName}`}
        </h2>
        <IconButton aria-label={t`Close chat`} size="sm" className={styles.closeButton} onClick={() => setOpen(false)}>
          <X size={18} />
        </IconButton>
      </div>
      <div className={styles.body}>
        {target ? (
          <ExternalChat target={target} shopName={shopName} />
        ) : loggedIn ? (
          <OnSiteThread shopId={shop.id} />
        ) : (
          <>
            <p>{t`Log in to chat with the shop.`}</p>
            <Link to={href('shop-login')} className={buttonClass({ variant: 'primary', fullWidth: true })}>
              {t`Login`}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
