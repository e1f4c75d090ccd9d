import StackTerminal

/// What proc-top asks of an overlay layer: a detail view and a yes/no question, drawn over
/// the screen with the keys kept inside. The library's overlays (issue 29) take the place of
/// ``BoxDialogs`` at merge; the app sees only this.
@MainActor protocol ProcDialogs: AnyObject {
  var isOpen: Bool { get }
  func show(title: String, lines: [String])
  func confirm(_ question: String, then yes: @escaping () -> Void)
  func render(in surface: inout Surface)
  func handle(_ event: InputEvent) -> AppResponse
}

/// A framed box in the middle of the screen: any key closes a detail view; `y` or Enter
/// answers a question yes, `n` or Esc no.
final class BoxDialogs: ProcDialogs {
  private var title = ""
  private var lines: [String] = []
  private var yes: (() -> Void)?
  private(set) var isOpen = false

  func show(title: String, lines: [String]) {
    (self.title, self.lines, yes, isOpen) = (title, lines, nil, true)
  }

  func confirm(_ question: String, then yes: @escaping () -> Void) {
    (title, lines, self.yes, isOpen) = (
      "Confirm", [question, "", "y: yes   n, Esc: no"], yes, true
    )
  }

  func render(in surface: inout Surface) {
    guard isOpen else { return }
    let width = min(surface.size.width, 76)
    let shown = lines.flatMap { TextLayout.wrap($0, width: max(1, width - 4)) }
      .prefix(max(0, surface.size.height - 4))
    let box = Rect(
      x: (surface.size.width - width) / 2, y: (surface.size.height - shown.count - 2) / 2,
      width: width, height: shown.count + 2)
    surface.fill(box, role: .text)
    let inner = Panel(title: title).render(in: &surface, region: box, isFocused: true)
    surface.withRegion(inner) { body in
      for (y, line) in shown.enumerated() { body.write(line, at: Point(x: 1, y: y)) }
    }
  }

  func handle(_ event: InputEvent) -> AppResponse {
    guard case .key(let key) = event else { return .unchanged }
    let answers: [Key] = [.character("y"), .enter, .character("n"), .escape]
    if yes != nil && !answers.contains(key) { return .unchanged }
    if key == .character("y") || key == .enter { yes?() }
    (isOpen, yes) = (false, nil)
    return .redraw
  }
}
