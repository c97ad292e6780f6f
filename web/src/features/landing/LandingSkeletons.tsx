// Stand-ins for the lazily loaded sections, exactly as tall as what replaces them (the heights
// live in landing.css beside the real blocks' heights), so nothing below moves.

export function DemoSkeleton() {
  return (
    <div className="demo-slot demo-skeleton" aria-hidden="true">
      <span className="skeleton demo-skeleton__switch" />
      <span className="skeleton demo-skeleton__frame" />
      <span className="skeleton demo-skeleton__tour" />
    </div>
  );
}
