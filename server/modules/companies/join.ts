// Who may join a company as its consumer on their own. A company decides: an invitation to one e-mail
// or mobile (`company_invitations`), an e-mail domain it lists (`companies.join_email_domains`), or a
// join code it hands out (`companies.join_code_hash`, argon2id: a leaked table does not give the code
// away). Registration asks `companyToJoin` before it writes the user and `acceptInvitation` in the
// same transaction; staff of the company manage the rules and the invitations here too.
//
// Registration does not prove that the person owns the e-mail or the mobile they type (no one-time
// code is sent before the account exists). Until it does, a listed domain or an invitation lets in
// anyone who knows an address that matches; the join code does not depend on it. See README.
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { companies, companyInvitations, users } from '../../db/schema';
import type { CompanyInvitation, InvitationStatus, companyJoinUpdateSchema, invitationCreateSchema } from '../../contracts/companies';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { AppError, badRequest, conflict, likeTerm, notFound, paged } from '../../lib/http';
import { where } from '../../lib/sql';
import type { ListPage } from '../../lib/scoped-filter';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany } from '../../plugins/scope';
import { audit } from '../audit/service';
import { enqueueMessage } from '../outbox/service';

type User = AuthContext['user'];
export type JoinRulesInput = z.output<typeof companyJoinUpdateSchema>;

/** Codes are read out and typed on phones: case and surrounding spaces do not count. */
const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The columns a join-rules write sets (the code hashed); empty when the input names none. */
export async function joinRulesUpdate(input: JoinRulesInput): Promise<Partial<typeof companies.$inferInsert>> {
  return {
    ...(input.join_email_domains !== undefined && { joinEmailDomains: input.join_email_domains }),
    ...(input.join_code !== undefined && { joinCodeHash: input.join_code === null ? null : await hashPassword(normaliseCode(input.join_code)) }),
  };
}

/** What the audit log keeps of a join-rules write: never the code itself. */
export function auditableJoinRules<T extends JoinRulesInput>(input: T) {
  const { join_code, ...rest } = input;
  return join_code === undefined ? rest : { ...rest, join_code: join_code === null ? 'cleared' : 'set' };
}

/** PUT /company/join/update/:id: the staff who manage a company's consumers set who may join. */
export async function updateJoinRules(db: Db, user: User, companyUuid: string, input: JoinRulesInput) {
  const own = scopeCompany(user);
  if (own && own !== companyUuid) throw notFound('Company');
  const set = await joinRulesUpdate(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(companies.uuid, companyUuid))
      .returning({ uuid: companies.uuid, join_email_domains: companies.joinEmailDomains, join_code_hash: companies.joinCodeHash });
    if (!row) throw notFound('Company');
    await audit(tx, user, { action: 'join_rules', entity: 'company', entityUuid: companyUuid, companyUuid, data: auditableJoinRules(input) });
    return { uuid: row.uuid, join_email_domains: row.join_email_domains, has_join_code: row.join_code_hash !== null };
  });
}

// ---- registration ------------------------------------------------------------------------------

export interface JoinRight {
  companyUuid: string;
  /** The invitation that let the person in: accepted in the registration's transaction. */
  invitationUuid?: string;
}

/** The newest usable invitation for this e-mail or mobile (of one company, or of any active one). */
async function pendingInvitation(db: DbOrTx, who: { email: string; mobile: string }, companyUuid?: string) {
  const [row] = await db
    .select({ uuid: companyInvitations.uuid, companyUuid: companyInvitations.companyUuid })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.uuid, companyInvitations.companyUuid))
    .where(
      and(
        or(eq(companyInvitations.target, who.email.toLowerCase()), eq(companyInvitations.target, who.mobile)),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, new Date()),
        eq(companies.status, 'active'),
        companyUuid ? eq(companyInvitations.companyUuid, companyUuid) : undefined,
      ),
    )
    .orderBy(desc(companyInvitations.createdAt))
    .limit(1);
  return row;
}

/**
 * The company a registration joins, or null for a plain consumer. Without `companySlug` only an
 * invitation counts (the person was asked in, so they land in their company). With it, the person
 * asked to join that company: an invitation, a listed domain or the right code lets them in, and
 * anything else is refused with a 403 that says what would work. A real product refuses here rather
 * than quietly making a plain consumer: the person would believe they joined (company menus, iCash
 * from the front desk), and their e-mail would then be taken by the wrong kind of account.
 */
export async function companyToJoin(db: DbOrTx, input: { companySlug?: string; email: string; mobile: string; joinCode?: string }): Promise<JoinRight | null> {
  if (!input.companySlug) {
    const invited = await pendingInvitation(db, input);
    return invited ? { companyUuid: invited.companyUuid, invitationUuid: invited.uuid } : null;
  }
  const [company] = await db
    .select({ uuid: companies.uuid, name: companies.name, domains: companies.joinEmailDomains, codeHash: companies.joinCodeHash })
    .from(companies)
    .where(and(eq(companies.slug, input.companySlug.toLowerCase()), eq(companies.status, 'active')));
  if (!company) throw badRequest('That company was not found', [{ path: 'company_slug', message: 'Unknown company' }]);
  const invited = await pendingInvitation(db, input, company.uuid);
  if (invited) return { companyUuid: company.uuid, invitationUuid: invited.uuid };
  const domain = input.email.toLowerCase().split('@').pop() ?? '';
  if (company.domains.includes(domain)) return { companyUuid: company.uuid };
  const code = input.joinCode?.trim();
  if (code) {
    // argon2's verify compares in constant time; with no code set it spends the same time anyway.
    if (await verifyPassword(company.codeHash, normaliseCode(code))) return { companyUuid: company.uuid };
    throw new AppError(403, `That join code is not right for ${company.name}`, [{ path: 'join_code', message: 'The join code is not right' }]);
  }
  throw new AppError(403, `${company.name} only lets in people it invites, with a work e-mail of its domain, or with its join code`, [
    { path: 'company_slug', message: `${company.name} needs an invitation, a work e-mail or its join code` },
  ]);
}

/** Inside the registration's transaction: the invitation is used once, by this new user. */
export async function acceptInvitation(tx: Tx, invitationUuid: string, userUuid: string) {
  const used = await tx
    .update(companyInvitations)
    .set({ acceptedAt: new Date(), acceptedByUuid: userUuid })
    .where(and(eq(companyInvitations.uuid, invitationUuid), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, new Date())))
    .returning({ uuid: companyInvitations.uuid });
  if (used.length === 0) throw conflict('The invitation was just used or withdrawn; please try again');
}

// ---- invitations (staff) -----------------------------------------------------------------------

const creator = alias(users, 'invitation_creator');
const acceptor = alias(users, 'invitation_acceptor');

function statusOf(row: { accepted_at: Date | null; expires_at: Date }): InvitationStatus {
  if (row.accepted_at) return 'accepted';
  return row.expires_at.getTime() <= Date.now() ? 'expired' : 'pending';
}

const invitationColumns = {
  uuid: companyInvitations.uuid,
  company_uuid: companyInvitations.companyUuid,
  company_name: companies.name,
  target: companyInvitations.target,
  created_by_name: creator.name,
  accepted_by_name: acceptor.name,
  accepted_at: companyInvitations.acceptedAt,
  expires_at: companyInvitations.expiresAt,
  created_at: companyInvitations.createdAt,
};

type InvitationRow = { [K in keyof typeof invitationColumns]: unknown } & { accepted_at: Date | null; expires_at: Date; created_at: Date };
const toInvitation = (r: InvitationRow): CompanyInvitation =>
  ({
    ...r,
    status: statusOf(r),
    accepted_at: r.accepted_at?.toISOString() ?? null,
    expires_at: r.expires_at.toISOString(),
    created_at: r.created_at.toISOString(),
  }) as CompanyInvitation;

function selectInvitations(db: DbOrTx) {
  return db
    .select(invitationColumns)
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.uuid, companyInvitations.companyUuid))
    .leftJoin(creator, eq(creator.uuid, companyInvitations.createdByUuid))
    .leftJoin(acceptor, eq(acceptor.uuid, companyInvitations.acceptedByUuid));
}

/** A company by its uuid, whatever its status, or 404 (the caller has checked the scope). */
export async function companyByUuid(db: DbOrTx, uuid: string) {
  const [row] = await db.select().from(companies).where(eq(companies.uuid, uuid));
  if (!row) throw notFound('Company');
  return row;
}

/** POST /company/invitation/add: one invitation per person and company while it is pending. */
export async function createInvitation(db: Db, user: User, input: z.output<typeof invitationCreateSchema>): Promise<CompanyInvitation> {
  const companyUuid = scopeCompany(user, input.company_uuid);
  if (!companyUuid) throw badRequest('Choose the company that invites', [{ path: 'company_uuid', message: 'Choose a company' }]);
  const company = await companyByUuid(db, companyUuid);
  const isEmail = input.target.includes('@');
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ uuid: companyInvitations.uuid })
      .from(companyInvitations)
      .where(and(
        eq(companyInvitations.companyUuid, companyUuid),
        eq(companyInvitations.target, input.target),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, new Date()),
      ))
      .limit(1);
    if (open) throw conflict(`${input.target} already has an open invitation; withdraw it to send a new one`, 'target');
    const expiresAt = new Date(Date.now() + input.expires_in_days * 86_400_000);
    const [row] = await tx
      .insert(companyInvitations)
      .values({ companyUuid, target: input.target, createdByUuid: user.uuid, expiresAt })
      .returning({ uuid: companyInvitations.uuid });
    const until = expiresAt.toISOString().slice(0, 10);
    await enqueueMessage(tx, {
      channel: isEmail ? 'email' : 'sms',
      recipient: input.target,
      subject: isEmail ? `${company.name} invites you to its cafeterias` : undefined,
      body:
        `${company.name} invites you to order from its cafeterias. ` +
        `Register in the Cafeteria app with this ${isEmail ? 'e-mail address' : 'mobile number'} and the company "${company.slug}" before ${until}.`,
    });
    await audit(tx, user, {
      action: 'create',
      entity: 'company_invitation',
      entityUuid: row.uuid,
      companyUuid,
      data: { target: input.target, expires_at: expiresAt.toISOString() },
    });
    const [created] = await selectInvitations(tx).where(eq(companyInvitations.uuid, row.uuid));
    return toInvitation(created);
  });
}

/** GET /company/invitation/list: the company's invitations, newest first; search by target. */
export async function listInvitations(db: Db, user: User, page: ListPage, q: { company_uuid?: string; status?: InvitationStatus }) {
  const companyUuid = scopeCompany(user, q.company_uuid);
  const now = new Date();
  const filter = where(
    companyUuid ? eq(companyInvitations.companyUuid, companyUuid) : undefined,
    page.search ? ilike(companyInvitations.target, likeTerm(page.search)) : undefined,
    q.status === 'accepted' ? isNotNull(companyInvitations.acceptedAt) : undefined,
    q.status === 'pending' ? and(isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)) : undefined,
    q.status === 'expired' ? and(isNull(companyInvitations.acceptedAt), lte(companyInvitations.expiresAt, now)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectInvitations(db).where(filter).orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.uuid)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(companyInvitations).where(filter),
  ]);
  return paged<CompanyInvitation>(rows.map(toInvitation), total, page.pagenum, page.limit);
}

/** DELETE /company/invitation/delete/:uuid: withdraws an invitation not yet used (another company's is not found). */
export async function revokeInvitation(db: Db, user: User, uuid: string) {
  const companyUuid = scopeCompany(user);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        uuid: companyInvitations.uuid,
        companyUuid: companyInvitations.companyUuid,
        target: companyInvitations.target,
        acceptedAt: companyInvitations.acceptedAt,
      })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.uuid, uuid), companyUuid ? eq(companyInvitations.companyUuid, companyUuid) : undefined))
      .for('update');
    if (!row) throw notFound('Invitation');
    if (row.acceptedAt) throw new AppError(409, `${row.target} has already joined with this invitation`);
    await tx.delete(companyInvitations).where(eq(companyInvitations.uuid, uuid));
    await audit(tx, user, { action: 'delete', entity: 'company_invitation', entityUuid: uuid, companyUuid: row.companyUuid, data: { target: row.target } });
    return { uuid };
  });
}
