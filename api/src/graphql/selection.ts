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
