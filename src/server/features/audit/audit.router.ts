import { ZAuditListSchema } from '../../../shared/schemas/audit';
import { adminProcedure, router } from '../../trpc/init';
import { findAuditPage } from './audit.service';

// Reading only: no procedure or route edits or deletes an entry (ADR 21).
export const auditRouter = router({
  list: adminProcedure
    .input(ZAuditListSchema)
    .query(({ ctx, input }) => findAuditPage(ctx.database.db, input)),
});
