import { api } from "../api";
import { useLoad } from "../use-load";
import type { RenderItem } from "../types";
import { CreditsChart, type DailyCredits } from "./credits-chart";
import { RenderTable } from "./render-table";

interface Overview {
  plan: string;
  period: string;
  used: number;
  limit: number;
  burstLimit: number;
  daily: DailyCredits[];
  latestRenders: RenderItem[];
}

export function OverviewPage() {
  const { data, error } = useLoad(() => api<Overview>("GET", "/overview"));
  if (error)
    return (
      <p role="alert" class="error">
        {error}
      </p>
    );
  if (!data) return <p aria-busy="true">Loading…</p>;
  return (
    <>
      <section class="cards" aria-label="Plan and limits">
        <div class="card">
          <h2>Plan</h2>
          <p class="big plan">{data.plan}</p>
        </div>
        <div class="card">
          <h2>Credits this month</h2>
          <p class="big">
            {data.used} / {data.limit}
          </p>
          <progress max={data.limit} value={data.used} aria-label={`Credits used in ${data.period}`} />
        </div>
        <div class="card">
          <h2>Burst limit</h2>
          <p class="big">{data.burstLimit} req/s</p>
          <p class="muted">per API key</p>
        </div>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Credits per day</h2>
        <CreditsChart days={data.daily} />
      </section>
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading">Latest renders</h2>
        <RenderTable renders={data.latestRenders} caption="The five most recent renders" />
      </section>
    </>
  );
}
