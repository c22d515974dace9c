import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Category } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Button, IconButton } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { toast } from '@haat/ui/toast';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { CategoryDialog } from './category-dialog.tsx';
import * as styles from './products.css.ts';

/** The shop's categories: add, rename, change the emoji, delete. */
export function CategoriesPanel({ categories }: { categories: Category[] }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useDeleteCategory();
  const nameOf = (category: Category) => localizedName(category, locale);

  return (
    <Card as="section" padding="lg" aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.panelTitle}>
        {t`Categories`}
      </h2>
      {categories.length === 0 ? (
        <EmptyState title={t`No categories yet.`} />
      ) : (
        <ul className={styles.categoryList}>
          {categories.map((category) => (
            <li key={category.id} className={styles.categoryRow}>
              <span className={styles.categoryIcon} aria-hidden="true">
                {category.icon ?? '🏷️'}
              </span>
              <span className={styles.categoryName}>
                {nameOf(category)}
                <span className={styles.muted}> · {t`${formatNumber(category.product_count, locale)} products`}</span>
              </span>
              <IconButton size="sm" aria-label={t`Edit ${nameOf(category)}`} onClick={() => setEditing(category)}>
                <Pencil size={16} />
              </IconButton>
              <IconButton size="sm" aria-label={t`Delete ${nameOf(category)}`} onClick={() => setDeleting(category)}>
                <Trash2 size={16} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        startIcon={<Plus size={16} />}
        onClick={() => setEditing('new')}
        className={styles.panelAction}
      >
        {t`Add category`}
      </Button>
      <CategoryDialog
        open={editing !== null}
        category={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this category?`}
        description={
          deleting ? t`“${nameOf(deleting)}” will be deleted. Its products stay, without a category.` : undefined
        }
        confirmLabel={t`Delete`}
        onConfirm={() =>
          remove.mutateAsync(deleting?.id ?? 0).then(
            () => toast.success(t`Category deleted`),
            (error: unknown) => {
              toast.error(errorText(i18n, error));
              throw error;
            },
          )
        }
      />
    </Card>
  );
}
