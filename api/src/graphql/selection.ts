import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";

/** Whether the field being resolved selects `name` directly or through fragments. */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === "Field") return selection.name.value === name;
      if (selection.kind === "InlineFragment") return visit(selection.selectionSet);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

/**
 * Whether every field the field being resolved selects (directly or through fragments, whatever
 * their directives say) is one of `names`.
 */
export function selectsOnly(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).every((selection) => {
      if (selection.kind === "Field") return names.has(selection.name.value);
      if (selection.kind === "InlineFragment") return visit(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      return fragment !== undefined && visit(fragment.selectionSet);
    });
  return info.fieldNodes.every((node) => visit(node.selectionSet));
}
