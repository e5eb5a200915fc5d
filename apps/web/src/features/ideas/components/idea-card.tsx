import { currencySymbol, formatIdeaPrice } from '@hrt/shared/format';
import {
  type Idea,
  type ItemPreference,
  isTargetMet,
  type MonitoredItem,
} from '@hrt/shared/schemas/ideas';
import { Badge } from '@/components/ui/badge';
import { IdeaActions } from './idea-actions';
import { PriceHistoryChart } from './price-history-chart';

interface IdeaCardProps {
  idea: Idea;
  item: MonitoredItem | undefined;
  preference: ItemPreference | undefined;
  userEmail: string;
  canEdit: boolean;
  onError: (message: string) => void;
}

export function IdeaCard({ idea, item, preference, userEmail, canEdit, onError }: IdeaCardProps) {
  return (
    <article
      aria-label={idea.name}
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[6rem_minmax(0,1fr)]"
    >
      {idea.image_url ? (
        <img
          src={idea.image_url}
          alt=""
          className="size-24 rounded-md object-cover"
          loading="lazy"
        />
      ) : (
        <div className="size-24 rounded-md bg-muted" aria-hidden="true" />
      )}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            {/* An idea typed in by hand may have no shop link. */}
            {idea.url ? (
              <a
                href={idea.url}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                {idea.name}
              </a>
            ) : (
              idea.name
            )}
          </h3>
          {item && isTargetMet(item) && <Badge variant="success">Target Met</Badge>}
        </div>
        {idea.description && <p className="text-sm text-muted-foreground">{idea.description}</p>}
        <IdeaFacts idea={idea} item={item} />
        {idea.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {idea.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        {item && <PriceHistoryChart item={item} currency={idea.currency} />}
        {canEdit && (
          <IdeaActions
            idea={idea}
            item={item}
            preference={preference}
            userEmail={userEmail}
            onError={onError}
          />
        )}
      </div>
    </article>
  );
}

/**
 * Price, currency and shop, and the monitored price and target when there are some. A price
 * being watched but not read yet says so, rather than 'N/A' (decision 037).
 */
function IdeaFacts({ idea, item }: { idea: Idea; item: MonitoredItem | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-muted-foreground">Price</dt>
        <dd className="tabular-nums">{formatIdeaPrice(idea.price, idea.currency)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Currency</dt>
        <dd>{currencySymbol(idea.currency)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Retailer</dt>
        <dd>{idea.retailer ?? 'Unknown'}</dd>
      </div>
      {item && (
        <div>
          <dt className="text-muted-foreground">Current price</dt>
          <dd className="tabular-nums">
            {item.monitor_price && !item.last_checked
              ? 'Checking price...'
              : formatIdeaPrice(item.current_price, idea.currency)}
          </dd>
        </div>
      )}
      {item?.target_price != null && (
        <div>
          <dt className="text-muted-foreground">Target</dt>
          <dd className="tabular-nums">{formatIdeaPrice(item.target_price, idea.currency)}</dd>
        </div>
      )}
    </dl>
  );
}
