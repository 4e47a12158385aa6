import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Access groups form a hierarchy of levels 1 (root) to 5 (spec section 6). */
export const accessGroups = pgTable(
  'access_groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    parentId: text('parent_id').references((): AnyPgColumn => accessGroups.id),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
  },
  (t) => [
    check('access_groups_level_range', sql`${t.level} between 1 and 5`),
    // A root has no parent and every other group has one: keeps the tree a tree.
    check('access_groups_root_has_no_parent', sql`(${t.level} = 1) = (${t.parentId} is null)`),
    index('access_groups_parent_idx').on(t.parentId),
  ],
);

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** The identity provider's issuer and subject identify the person; both are checked on every token. */
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull().unique(),
  userName: text('user_name').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  /** Empty string = no portal role: the account signs in but is refused everywhere. */
  role: text('role').notNull().default(''),
  homeAccessGroupId: text('home_access_group_id')
    .notNull()
    .references(() => accessGroups.id),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Further groups a user works for besides the home group (their data is visible too). */
export const accessGroupMemberships = pgTable(
  'access_group_memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessGroupId: text('access_group_id')
      .notNull()
      .references(() => accessGroups.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accessGroupId] })],
);

export const userBusinessFunctions = pgTable(
  'user_business_functions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessFunction: text('business_function').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessFunction] })],
);

/**
 * Grants of restricted datasources to one access group. Grants are not
 * inherited by child groups: each group's data-use agreement names its own
 * sources (least privilege; docs/authorization.md).
 */
export const datasourceGrants = pgTable(
  'datasource_grants',
  {
    accessGroupId: text('access_group_id')
      .notNull()
      .references(() => accessGroups.id),
    apiName: text('api_name').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accessGroupId, t.apiName] })],
);
