// An address under /admin/dashboard that names no screen: the app's 404 page, inside the frame.
export { NotFoundPage as Component } from "../../components/StatusPage";
