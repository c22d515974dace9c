import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MessageCircle, X } from 'lucide-react';
import { chatChannel } from '@haat/domain/chat';
import { useShop } from '../../lib/shop.ts';
import { useHasOpened } from '../../lib/use-has-opened.ts';
import { useAuthStore } from '../../entities/customer/auth.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import * as styles from './chat.css.ts';

const ChatPopup = lazy(() => import('./chat-popup.tsx'));

/**
 * The floating chat button and its popup. Shown when the shop chats on WhatsApp or Messenger
 * (docs/product/rules.md#fields), or, without those, for a logged-in customer (the on-site thread).
 */
export function ChatWidget() {
  const { t } = useLingui();
  const shop = useShop();
  const loggedIn = useAuthStore((state) => state.isAuthenticated);
  const open = useShopUiStore((state) => state.isChatOpen);
  const setOpen = useShopUiStore((state) => state.setChatOpen);
  const opened = useHasOpened(open);
  const target = chatChannel(shop.online_shop_settings);
  if (!target && !loggedIn) return null;
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        onClick={() => setOpen(!open)}
        aria-label={open ? t`Close chat` : t`Chat with the shop`}
        aria-expanded={open}
        data-testid="chat-launcher"
      >
        {open ? <X size={24} aria-hidden="true" /> : <MessageCircle size={24} aria-hidden="true" />}
      </button>
      {opened && open && (
        <Suspense fallback={null}>
          <ChatPopup target={target} />
        </Suspense>
      )}
    </>
  );
}
