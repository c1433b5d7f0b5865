import classes from './page-skeleton.module.css';

// Signed-in pages show the shape of what is coming while their data (or their code) loads, not a
// spinner (SPEC §8; issue 25, point 9). Inside a page, Mantine's skeletons (./skeleton-rows.tsx); this
// one is drawn before any page's own code is there, so it is made of plain elements (its CSS says why).

/**
 * Before a page's layout is drawn (a guard waiting for its answer, a page's code arriving): a heading
 * bar and rows where the page goes, beside the place of an area's sidebar on wide screens (`sidebar`).
 */
export function AreaSkeleton({ sidebar = true }: { sidebar?: boolean }) {
  return (
    <div className={classes.area} aria-busy="true" aria-label="Loading" role="status">
      {sidebar && <div className={`${classes.bone} ${classes.sidebar}`} />}
      <div className={classes.page}>
        <div className={`${classes.bone} ${classes.heading}`} />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${classes.bone} ${classes.row}`} />
        ))}
      </div>
    </div>
  );
}
