/**
 * Choosing each outside service's provider from the environment (ADR 0011, ADR 0033). Every adapter object says
 * which provider it is and whether it is a stand-in: a local provider that plays the outside service (it pays,
 * verifies, texts or issues nothing real) so that the app runs and tests on one machine.
 */
export type ProviderInfo = {
  /** The provider's name as written in `<SERVICE>_PROVIDER` (e.g. `local`, `sandbox`, `amap`). */
  readonly provider: string;
  /** True for a local stand-in that does not reach the real outside service. */
  readonly standIn: boolean;
};

export type Env = Record<string, string | undefined>;

/** A provider variable names a provider this build does not have, or lacks what that provider needs. */
export class ProviderConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}

/**
 * The provider `variable` names (trimmed, lower-case), `fallback` when it is unset or empty. A name not in `known`
 * stops the start-up with an error naming the variable and the providers there are.
 */
export function chooseProvider<K extends string>(env: Env, variable: string, known: readonly K[], fallback: K): K {
  const raw = env[variable]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (!(known as readonly string[]).includes(raw)) {
    throw new ProviderConfigError(variable, `${variable}=${env[variable]}: unknown provider (this build has: ${known.join(', ')})`);
  }
  return raw as K;
}

/** Marks an adapter object with its provider (for factories whose objects predate ProviderInfo). */
export function described<T extends object>(adapter: T, info: ProviderInfo): T & ProviderInfo {
  return Object.assign(adapter, { provider: info.provider, standIn: info.standIn });
}
