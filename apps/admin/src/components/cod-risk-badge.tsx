import { useLingui } from '@lingui/react/macro';
import type { CodRiskLevel } from '@haat/domain/cod-risk';
import type { CodRiskWire } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge, type BadgeTone } from '@haat/ui/badge';

const tones: Record<CodRiskLevel, BadgeTone> = { new: 'blue', safe: 'green', medium: 'yellow', high: 'red' };

/** The customer's cash-on-delivery risk: its level, and in the title how many of their orders came back. */
export function CodRiskBadge({ risk }: { risk: CodRiskWire }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const labels: Record<CodRiskLevel, string> = {
    new: t`New customer`,
    safe: t`Safe`,
    medium: t`Medium risk`,
    high: t`High risk`,
  };
  const bad = formatNumber(
    risk.sources.reduce((sum, source) => sum + source.bad, 0),
    locale,
  );
  const total = formatNumber(risk.total, locale);
  return (
    <Badge
      tone={tones[risk.level]}
      solid={risk.level === 'high'}
      data-testid="cod-risk"
      data-level={risk.level}
      title={risk.total > 0 ? t`${bad} of ${total} past orders returned or canceled` : t`No past orders known`}
    >
      {labels[risk.level]}
    </Badge>
  );
}

/** Where the counts came from, in words: this shop, the Haat network, the courier. */
export function CodRiskSources({ risk }: { risk: CodRiskWire }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  if (risk.sources.length === 0) return null;
  const names = { shop: t`This shop`, network: t`Haat network`, courier: t`Courier` };
  return (
    <ul data-testid="cod-risk-sources">
      {risk.sources.map((source) => {
        const bad = formatNumber(source.bad, locale);
        const total = formatNumber(source.total, locale);
        return <li key={source.source}>{t`${names[source.source]}: ${bad} of ${total} returned or canceled`}</li>;
      })}
    </ul>
  );
}
