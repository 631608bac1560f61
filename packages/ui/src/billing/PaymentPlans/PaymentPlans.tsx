import { Button } from '../../primitives/Button/index.ts';
import { type OrganizationSizeTier, organizationSizeTiers, type PriceId } from '../plans/plans.ts';
import {
  contact,
  currentTag,
  employees,
  list,
  section,
  tier,
  tierName,
  tierPrice,
  title,
} from './PaymentPlans.css.ts';

export type PaymentPlansProps = {
  /** The tier matching the organization's size; marked as "Your plan". */
  currentPriceId?: PriceId;
  /** Enterprise is priced on request: shown as a Contact sales button when given. */
  onContactSales?: () => void;
  tiers?: readonly OrganizationSizeTier[];
  title?: string;
  currentLabel?: string;
  contactSalesLabel?: string;
};

/** Price by organization size: starter free for 0-5, Business $15/month for 6-15, enterprise custom for 16+. */
export function PaymentPlans({
  currentPriceId,
  onContactSales,
  tiers = organizationSizeTiers,
  title: titleText = 'Pricing by organization size',
  currentLabel = 'Your plan',
  contactSalesLabel = 'Contact sales',
}: PaymentPlansProps) {
  return (
    <section className={section} aria-labelledby="payment-plans-title">
      <h2 id="payment-plans-title" className={title}>
        {titleText}
      </h2>
      <ul className={list}>
        {tiers.map((item) => {
          const isCurrent = item.priceId === currentPriceId;
          return (
            <li key={item.priceId}>
              <div className={tier({ current: isCurrent })} aria-current={isCurrent ? 'true' : undefined}>
                {isCurrent && <span className={currentTag}>{currentLabel}</span>}
                <span className={tierName}>{item.name}</span>
                <span className={employees}>{item.employees}</span>
                <span className={tierPrice}>{item.price}</span>
                {item.priceId === 'price_enterprise' && onContactSales && (
                  <span className={contact}>
                    <Button variant="secondary" size="sm" onPress={onContactSales}>
                      {contactSalesLabel}
                    </Button>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
