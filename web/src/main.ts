import "./placeholder.css";

// A placeholder until the React app lands ("Public job browsing"): it proves the build, the
// static serving and the API are wired, and shows how many jobs the server has.

const root = document.getElementById("root");
if (root) {
  root.innerHTML = `<h1>KaamSetu</h1>
<p>Jobs for India's skilled workers. The app is on its way.</p>
<p id="jobs" aria-live="polite"></p>`;
  fetch("/api/v1/jobs/?limit=1")
    .then((response) => response.json())
    .then((body: { total?: number }) => {
      const jobs = document.getElementById("jobs");
      if (jobs && typeof body.total === "number") {
        jobs.textContent = `${new Intl.NumberFormat("en-IN").format(body.total)} open jobs`;
      }
    })
    .catch(() => undefined);
}
