/** Thresholds and evidence weights of the match rule (docs/matching.md). Override any part per call. */
export interface MatchConfig {
  /** Minimum name score, and minimum overall score, for a POSSIBLE name-only match. */
  possibleThreshold: number;
  /** Name score that, with an agreeing TIN, makes a match CONCLUSIVE. */
  tinNameThreshold: number;
  /** Name score that, corroborated by date of birth or address on a source without TIN, makes it PROBABLE. */
  strongNameThreshold: number;
  /** Points each kind of evidence adds to (or removes from) the name score. */
  evidence: EvidenceWeights;
}

export interface EvidenceWeights {
  tinAgree: number;
  tinDiffer: number;
  dobExact: number;
  dobTransposed: number;
  dobYear: number;
  dobDiffer: number;
  postalAgree: number;
  cityAgree: number;
  countryAgree: number;
  countryDiffer: number;
}

export const defaultMatchConfig: MatchConfig = {
  possibleThreshold: 0.8,
  tinNameThreshold: 0.8,
  strongNameThreshold: 0.9,
  evidence: {
    tinAgree: 0.3,
    tinDiffer: -0.5,
    dobExact: 0.1,
    dobTransposed: 0.05,
    dobYear: 0.02,
    dobDiffer: -0.2,
    postalAgree: 0.05,
    cityAgree: 0.03,
    countryAgree: 0.02,
    countryDiffer: -0.05,
  },
};

/** Applies a partial override to the defaults, evidence weights included. */
export function matchConfig(
  override: Partial<Omit<MatchConfig, 'evidence'>> & { evidence?: Partial<EvidenceWeights> } = {},
): MatchConfig {
  return {
    ...defaultMatchConfig,
    ...override,
    evidence: { ...defaultMatchConfig.evidence, ...override.evidence },
  };
}
