/** What came of an admin action (useAdminAction's notice): read out, as a status or an alert. */
export function AdminNotice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  return notice ? (
    <p role={notice.ok ? "status" : "alert"} className="admin-page__notice">
      {notice.text}
    </p>
  ) : null;
}
