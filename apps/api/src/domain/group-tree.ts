import { accessGroups, type Executor } from '@dnp/db';

export type GroupRow = typeof accessGroups.$inferSelect;

/**
 * The access-group hierarchy, read whole: it holds at most a few hundred
 * agencies and bureaus, and every request needs descendants and ancestors.
 */
export class GroupTree {
  private readonly byId: Map<string, GroupRow>;
  private readonly children = new Map<string, GroupRow[]>();

  constructor(rows: GroupRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      if (!row.parentId) continue;
      const siblings = this.children.get(row.parentId) ?? [];
      siblings.push(row);
      this.children.set(row.parentId, siblings);
    }
  }

  static async load(executor: Executor): Promise<GroupTree> {
    return new GroupTree(await executor.select().from(accessGroups));
  }

  get(id: string): GroupRow | undefined {
    return this.byId.get(id);
  }

  /** The group and every group below it. */
  subtree(id: string): GroupRow[] {
    const root = this.byId.get(id);
    if (!root) return [];
    const out: GroupRow[] = [];
    const stack = [root];
    while (stack.length > 0) {
      const group = stack.pop();
      if (!group) break;
      out.push(group);
      stack.push(...(this.children.get(group.id) ?? []));
    }
    return out;
  }

  /** The group and every group above it, nearest first. */
  lineage(id: string): GroupRow[] {
    const out: GroupRow[] = [];
    let group = this.byId.get(id);
    // The level check keeps a corrupt parent loop from spinning (levels only go 1..5).
    while (group && out.length < 5) {
      out.push(group);
      group = group.parentId ? this.byId.get(group.parentId) : undefined;
    }
    return out;
  }
}
