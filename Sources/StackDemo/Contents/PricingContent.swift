import StackCore

/// A table that grows as plans are added (fit sizing: the stack re-measures it on reload).
final class PricingContent: RowContent {
  private(set) var plans: [(name: String, seats: Int, price: Int)] = [
    ("Starter", 1, 0), ("Team", 10, 49),
  ]
  private let extraNames = ["Business", "Enterprise", "Galaxy", "Universe", "Multiverse"]
  /// Plan lines drawn so far (all renders): drawing must cost what is on screen.
  private(set) var planLinesDrawn = 0

  var isHighlightable: Bool { true }

  /// Adds another plan; reload the row to see it grow.
  func addPlan() {
    let name = extraNames[(plans.count - 2) % extraNames.count]
    plans.append((name, plans.count * 25, plans.count * 99))
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    axis == .vertical ? plans.count + 3 : 34
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write("Pricing  (+ adds a plan)", at: Point(x: 0, y: 0), role: DemoPalette.heading)
    surface.write(
      row("Plan", "Seats", "Price"), at: Point(x: 0, y: 1), style: CellStyle(attributes: .underline)
    )
    // Only the plans on screen: drawing costs what is visible, not the table's length.
    let visible = surface.visibleRect
    let first = min(max(0, visible.minY - 2), plans.count)
    let last = min(max(first, visible.maxY - 2), plans.count)
    for index in first..<last {
      let plan = plans[index]
      let price = plan.price == 0 ? "free" : "$\(plan.price)/mo"
      surface.write(row(plan.name, String(plan.seats), price), at: Point(x: 0, y: index + 2))
      planLinesDrawn += 1
    }
    surface.write(
      "\(plans.count) plans", at: Point(x: 0, y: plans.count + 2), role: DemoPalette.muted)
  }

  private func row(_ name: String, _ seats: String, _ price: String) -> String {
    TextLayout.pad(name, toWidth: 12) + TextLayout.pad(seats, toWidth: 8) + price
  }
}
