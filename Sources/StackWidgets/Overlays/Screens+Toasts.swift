import StackUI

/// Toasts: short messages that disappear on the loop's clock.
extension Screens {
  /// Shows `message` in the bottom-right corner for `duration` (default 3 s) of the loop's
  /// clock, counted from the first frame that shows it; the newest is in the corner, older
  /// ones above it.
  ///
  /// ```swift
  /// screens.notify("Saved", kind: .success)
  /// screens.notify("Disk full", kind: .error, duration: .seconds(10))
  /// ```
  public func notify(
    _ message: String, kind: ToastKind = .information, duration: Duration = .seconds(3)
  ) {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
    let total =
      milliseconds.overflow
      ? (seconds < 0 ? 0 : Int64.max)
      : milliseconds.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        .partialValue
    show(Toast(message, kind: kind, milliseconds: total))
  }

  /// Shows `toast` (see ``notify(_:kind:duration:)``).
  public func show(_ toast: Toast) {
    toasts.append(toast)
    if toasts.count > max(1, maximumToasts) {
      toasts.removeFirst(toasts.count - max(1, maximumToasts))
    }
  }

  /// Removes every toast at once.
  public func clearToasts() { toasts.removeAll() }

  /// Draws the toasts that are still up at the surface's time, bottom-right, newest lowest;
  /// drops those whose time is over.
  package func renderToasts(in surface: inout Surface) {
    let now = surface.context.milliseconds
    toasts.removeAll { $0.hasExpired(at: now) }
    for index in toasts.indices where toasts[index].shownAt.map({ $0 > now }) ?? true {
      toasts[index].shownAt = now
    }
    let area = surface.bounds.inset(by: toastInsets)
    var bottom = area.maxY
    for toast in toasts.reversed() {
      guard bottom - 3 >= area.minY else { break }
      let text = toast.kind.mark + " " + toast.message
      let widest = max(0, min(area.size.width, max(24, area.size.width / 2)))
      let textWidth = min(TextWidth.of(text), max(0, widest - 4))
      let width = textWidth + 4
      let frame = Rect(x: area.maxX - width, y: bottom - 3, width: width, height: 3)
      guard width > 4, frame.minX >= area.minX else { break }
      surface.fill(frame, style: surface.baseStyle)
      let panel = Panel(border: .rounded, focusedBorder: .rounded, role: toast.kind.role)
      let inside = panel.render(in: &surface, region: frame).inset(by: EdgeInsets(left: 1))
      let shown = TextLayout.truncate(text, width: textWidth)
      surface.withRegion(inside) { line in
        let markWidth = line.write(toast.kind.mark, at: .zero, role: toast.kind.role)
        let rest = String(shown.dropFirst(toast.kind.mark.count))
        _ = line.write(rest, at: Point(x: markWidth, y: 0), role: .text)
      }
      bottom -= 3
    }
  }
}
