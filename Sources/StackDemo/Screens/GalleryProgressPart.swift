import StackCore
import StackTerminal
import StackWidgets

/// The gallery's progress tab: a download reported step by step (`p`), a spinner started and
/// stopped with Space, a sparkline that takes a value with `a`.
final class GalleryProgressPart: Widget {
  let download = ProgressBar("Download", total: 200)
  let spinner = Spinner("Indexing…", isSpinning: false)
  let sparkline = Sparkline(values: [3, 5, 2, 8, 6, 9, 4, 7])
  /// Steps reported so far: step n is reported at n seconds (made-up times, the same in
  /// every run).
  private var steps = 0

  init() {
    download.unit = " MB"
    download.update(completed: 0, at: 0)
    spinner.stoppedMark = "·"
  }

  func render(in surface: inout Surface, isFocused: Bool) {
    let width = surface.size.width
    download.render(
      in: &surface, region: Rect(x: 0, y: 1, width: width, height: 1), isFocused: false)
    spinner.render(
      in: &surface, region: Rect(x: 0, y: 3, width: width, height: 1), isFocused: false)
    surface.write("Load", at: Point(x: 0, y: 5), role: .text)
    sparkline.render(
      in: &surface, region: Rect(x: 5, y: 5, width: max(0, width - 5), height: 1), isFocused: false)
  }

  func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    switch event {
    case .key(.character("p")):
      guard !download.progress.isComplete else { return .unchanged }
      steps += 1
      download.update(completed: Double(steps) * 25, at: Int64(steps) * 1_000)
    case .key(.character(" ")):
      if spinner.isSpinning { spinner.stop("Indexed") } else { spinner.start("Indexing…") }
    case .key(.character("a")):
      sparkline.append(Double((sparkline.values.count * 5) % 11), keeping: 60)
    default:
      return nil
    }
    return .redraw
  }

  /// The tab's keys and what they do.
  private static let keys = [
    ("p", "report progress"), ("space", "start / stop the spinner"), ("a", "add a value"),
  ]

  var keyHelp: KeyHelpSection? {
    KeyHelpSection(title: "Progress", lines: Self.keys.map { KeyHelpLine(keys: $0.0, help: $0.1) })
  }

  var isAnimating: Bool { spinner.isAnimating }
}
