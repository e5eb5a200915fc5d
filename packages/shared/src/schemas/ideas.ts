import { z } from 'zod';
import { amountSchema, emailSchema, isoTimestamp, lineText, multilineText } from './common.ts';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from './web-address.ts';

/** The tags offered as presets (others may be typed). */
export const IDEA_PRESET_TAGS = [
  'lighting',
  'furniture',
  'seating',
  'table',
  'storage',
  'decor',
  'textiles',
  'glassware',
  'cookware',
  'appliance',
  'bathroom',
  'kitchen',
  'outdoor',
] as const;

export const IDEA_URL_REQUIRED = 'A URL is required.';
const IDEA_URL_FORMAT = 'Enter a full web address starting with https://.';
/**
 * The server's refusal of a private address (FETCH_ALLOW_HOSTS lifts it): the add-idea form
 * tells the owner how, recognising the refusal by these words.
 */
export const PRIVATE_ADDRESS_REFUSAL =
  'That address is on a private network and cannot be fetched.';
/** Monitoring fetches the idea's shop page: an idea typed in without a link has none. */
export const IDEA_NO_LINK_TO_MONITOR =
  'This idea has no shop link, so its price cannot be monitored. Save it again with its link to monitor it.';
export const TEST_EMAIL_REQUIRED = 'Please enter an email address';
/** Room Ideas says when the scheduled checks run (docs/domain.md#price-checks-and-alerts). */
export const PRICE_CHECK_SCHEDULE_TEXT = 'Prices are checked twice daily at 8 AM and 8 PM UTC.';

/**
 * A shop address: required, one line, http(s) only (the server re-checks where it points). A
 * regex rather than a refine, so the OpenAPI document carries the rule as its pattern; the
 * scheme is spelt letter by letter because a JSON Schema pattern has no case-insensitive flag.
 */
const ideaUrlSchema = lineText(2000)
  .min(1, IDEA_URL_REQUIRED)
  .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#]+/, IDEA_URL_FORMAT)
  .refine(isWebAddress, { when: onceValid, message: WEB_ADDRESS_MESSAGE });

/**
 * A pattern checked only once the text passed its other checks (length, control characters),
 * so a field gets one message at a time. A check of its own because `.regex()` takes no `when`;
 * a pattern rather than a refine, so the OpenAPI document shows it.
 */
function patternOnceValid(pattern: RegExp, message: string) {
  return new z.core.$ZodCheckRegex({
    check: 'string_format',
    format: 'regex',
    pattern,
    error: () => message,
    when: (payload) => payload.issues.length === 0,
  });
}

/** A further check runs only on text that passed the ones before it: one message at a time. */
function onceValid(payload: { issues: readonly unknown[] }): boolean {
  return payload.issues.length === 0;
}

/**
 * A price alert's target: more than £0.00, since a price never falls to nothing and an alert
 * at £0 would never fire. A target at or above the current price is allowed (the form warns:
 * the alert fires at the next check).
 */
const TARGET_PRICE_POSITIVE = 'Enter a target price above £0.00.';
const targetPriceSchema = amountSchema.refine((value) => value > 0, {
  when: onceValid,
  message: TARGET_PRICE_POSITIVE,
});

/** Tags: trimmed, non-empty and unique, at most 20. */
const ideaTagsSchema = z
  .array(lineText(40))
  .max(20, 'Use at most 20 tags.')
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))]);

/** ISO 4217; GBP when missing (docs/domain.md#ideas). */
const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as GBP.');

export const ideaSchema = z.object({
  id: z.uuid(),
  component_id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Pounds (or the idea's currency); null when the shop page showed no clear price. */
  price: z.number().nullable(),
  currency: z.string(),
  /** null: typed in by hand without a shop link (it cannot be price-monitored). */
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  retailer: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: isoTimestamp,
  created_by: z.string().nullable(),
});
export type Idea = z.infer<typeof ideaSchema>;

export const ideaListQuerySchema = z.object({ component_id: z.uuid() });

export const ideaParamsSchema = z.object({ id: z.uuid() });

/** The signed link to the kept copy of an idea's picture (the signature is the permission). */
export const ideaPictureQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
});

export const extractIdeaRequestSchema = z.object({ url: ideaUrlSchema });

/** What extraction found on a shop page, for the user to edit before saving. */
export const extractedPreviewSchema = z.object({
  name: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  retailer: z.string().nullable(),
  image_url: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  /**
   * What a person should check, when there is something: a close choice between prices, no
   * clear price, or a page that is not a single product. null when the reading is clear.
   */
  notice: z.string().nullable(),
});
export type ExtractedPreview = z.infer<typeof extractedPreviewSchema>;

export const createIdeaSchema = z.object({
  component_id: z.uuid('Choose a component.'),
  /** Optional (an idea typed in by hand); a link given must be a full http(s) address. */
  url: lineText(2000)
    .check(patternOnceValid(/^(?:$|[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#]+)/, IDEA_URL_FORMAT))
    .refine((value) => !value || isWebAddress(value), {
      when: onceValid,
      message: WEB_ADDRESS_MESSAGE,
    })
    .nullable()
    .default(null)
    .transform((value) => value || null),
  name: lineText(300).min(1, 'Enter a name.'),
  description: multilineText(5000).default(''),
  price: amountSchema.nullable().default(null),
  currency: currencyCodeSchema.default('GBP'),
  retailer: lineText(200)
    .nullable()
    .default(null)
    .transform((value) => value || null),
  image_url: lineText(2000)
    // Empty means no picture.
    .check(patternOnceValid(/^(?:$|[Hh][Tt][Tt][Pp][Ss]?:\/\/)/, 'Use an http(s) image URL.'))
    .nullable()
    .default(null)
    .transform((value) => value || null),
  tags: ideaTagsSchema.default([]),
});
export type CreateIdeaInput = z.input<typeof createIdeaSchema>;

const priceHistoryEntrySchema = z.object({
  price: z.number().nullable(),
  checked_at: isoTimestamp,
});

export const monitoredItemSchema = z.object({
  idea_id: z.uuid(),
  component_id: z.uuid(),
  current_price: z.number().nullable(),
  target_price: z.number().nullable(),
  last_checked: z.nullable(isoTimestamp),
  price_history: z.array(priceHistoryEntrySchema),
  monitor_price: z.boolean(),
  email_alerts: z.boolean(),
  alert_email: z.string().nullable(),
});
export type MonitoredItem = z.infer<typeof monitoredItemSchema>;

export const monitoredItemsQuerySchema = z.object({ component_id: z.uuid().optional() });

export const monitoredIdeaParamsSchema = z.object({ ideaId: z.uuid() });

/** 'Check now': one monitored idea. */
export const checkNowRequestSchema = z.object({ idea_id: z.uuid() });

/** Set Target: both switches on, a target and where the alert goes. */
export const createMonitoredItemSchema = z.object({
  idea_id: z.uuid(),
  target_price: targetPriceSchema,
  email: emailSchema,
});
export type CreateMonitoredItemInput = z.input<typeof createMonitoredItemSchema>;

/** Set Target's form: its text fields, read as a number and checked by the schema above. */
export const setTargetFormSchema = z
  .object({ target_price: z.string(), email: z.string() })
  .transform((values) => ({ ...values, target_price: Number(values.target_price) }))
  .pipe(createMonitoredItemSchema.omit({ idea_id: true }));

export const itemPreferenceSchema = z.object({
  idea_id: z.uuid(),
  monitor_price: z.boolean(),
  email_alerts: z.boolean(),
  target_price: z.number().nullable(),
});
export type ItemPreference = z.infer<typeof itemPreferenceSchema>;

export const updateItemPreferenceSchema = z.object({
  monitor_price: z.boolean(),
  email_alerts: z.boolean(),
  target_price: targetPriceSchema.nullable().optional(),
});
export type UpdateItemPreferenceInput = z.input<typeof updateItemPreferenceSchema>;

export const userSettingsSchema = z.object({
  global_settings: z.object({ email: z.string() }),
  item_preferences: z.array(itemPreferenceSchema),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const testEmailRequestSchema = z.object({
  email: z.string().trim().min(1, TEST_EMAIL_REQUIRED).pipe(emailSchema),
});

export const testEmailResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  email_config: z.object({
    smtp_server: z.string().nullable(),
    smtp_port: z.number().int().nullable(),
    smtp_username_configured: z.boolean(),
    smtp_password_configured: z.boolean(),
  }),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

/** The monitoring switches' coupling, one rule for both sides. */
export function toggleMonitor(current: { monitor_price: boolean; email_alerts: boolean }) {
  const monitor = !current.monitor_price;
  return { monitor_price: monitor, email_alerts: monitor ? current.email_alerts : false };
}
export function toggleAlerts(current: { monitor_price: boolean; email_alerts: boolean }) {
  const alerts = !current.email_alerts;
  return { monitor_price: alerts ? true : current.monitor_price, email_alerts: alerts };
}

/** current_price at or below target_price (spec: the 'Target Met' badge). */
export function isTargetMet(item: { current_price: number | null; target_price: number | null }) {
  return (
    item.current_price !== null &&
    item.target_price !== null &&
    item.current_price <= item.target_price
  );
}
