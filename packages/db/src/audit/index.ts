export {
  AUDIT_CHAIN_START,
  AuditChainMissingError,
  verifyAuditChain,
  type AuditChainProblem,
  type AuditChainReport,
  type VerifyAuditChainOptions,
} from './verify-audit-chain.js';
