/// The help bar along the bottom of a screen (Textual's `Footer`, bubbles' `help`), made from
/// the key help of whatever has the focus: `Enter tap · / filter · Tab next`, fitted to the
/// width, in the `.status` role. It follows the focus by itself — no app writes a
/// status line by hand.
///
/// ```swift
/// let footer = Footer(for: group)            // the screen's FocusGroup
/// let footer = Footer(for: screens)          // or the Screens host: a dialog's keys show
/// ```
///
/// Lines come from the sections in the order keys are tried (the focused widget's first), a
/// key listed twice shows once (the first, which is the one that acts), and lines about
/// the mouse (`click`, `wheel`) are left out, and so are keys that type while a text part
/// has the focus (`FocusGroup.layerHelpSections`). Items that do not fit are dropped from the end;
/// a help text is cut with `…` rather than dropped when it is the first.
///
/// A tool whose status line also shows live state (a count, "following", an exit status)
/// gives that text as ``status``: it comes first, the keys after it.
///
/// ```swift
/// footer.status = { "\(lines.count) lines · following" }
/// ```
public final class Footer: Widget {
  /// The sections to show, asked at every frame.
  public var sections: () -> [KeyHelpSection]
  /// Which lines are shown. Default: all but mouse notes (keys starting with `click`,
  /// `wheel`, `drag`).
  public var includes: (KeyHelpLine) -> Bool = Footer.isKeyboardLine
  /// The text between items. Default: `" · "`.
  public var separator = " · "
  /// Live state shown before the keys (`"12 lines · following"`), asked at every frame; empty
  /// (the default): keys only. It keeps its place: keys that do not fit after it are dropped,
  /// and a state wider than the line is cut with `…`. Escape text from outside first
  /// (`MessageText.escaped`): it is drawn as given.
  public var status: () -> String = { "" }
  /// The role ``status`` is drawn in. Default: `.status`, the bar's own (`.error` shows a
  /// failure).
  public var statusRole = StyleRole.status

  /// A footer showing what `sections` gives (nothing by default: see `follow(_:)`).
  public init(sections: @escaping () -> [KeyHelpSection] = { [] }) {
    self.sections = sections
  }

  /// A footer showing `group`'s help (`FocusGroup.helpSections`); it holds the group weakly.
  public convenience init(for group: FocusGroup) {
    self.init()
    follow(group)
  }

  /// A footer showing the help of the top screen of `screens` (the root's when none is up);
  /// it holds the host weakly.
  public convenience init(for screens: Screens) {
    self.init()
    follow(screens)
  }

  /// Shows `group`'s help from now on (held weakly) — for a footer that is one of the group's
  /// own parts, made before the group.
  public func follow(_ group: FocusGroup) {
    sections = { [weak group] in group?.helpSections ?? [] }
  }

  /// Shows the help of `screens`' top screen (the root's when none is up) from now on (held
  /// weakly) — for a footer inside the root that `screens` hosts.
  public func follow(_ screens: Screens) {
    sections = { [weak screens] in screens?.helpSections ?? [] }
  }

  /// Shows the help of `screens`' top screen as `follow(screens)` does, but while no
  /// dialog is up `group`'s `FocusGroup.layers` come first: the keys this screen adds (`/`
  /// filter, `k` kill, `q` quit), which a narrow line would otherwise drop after the moves
  /// everyone knows. Both are held weakly.
  public func follow(_ screens: Screens, appKeysFrom group: FocusGroup) {
    sections = { [weak screens, weak group] in
      guard let screens else { return [] }
      let appKeys = screens.isPresenting ? [] : group?.layerHelpSections ?? []
      return appKeys + screens.helpSections
    }
  }

  /// The items in order: keys and help of every line shown, each key once.
  public var items: [KeyHelpLine] {
    var seen: Set<String> = []
    var items: [KeyHelpLine] = []
    for line in sections().flatMap(\.lines) where includes(line) {
      guard seen.insert(line.keys).inserted else { continue }
      items.append(line)
    }
    return items
  }

  /// Draws ``status`` and the items that fit on the first line, keys in bold.
  public func render(in surface: inout Surface, isFocused: Bool) {
    let width = surface.size.width
    guard width > 0, surface.size.height > 0 else { return }
    let status = surface.style(.status)
    let keyStyle = status.merging(CellStyle(attributes: .bold))
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), style: status)
    let state = TextLayout.truncate(self.status(), width: max(0, width - 2))
    var x = 1 + surface.write(state, at: Point(x: 1, y: 0), style: surface.style(statusRole))
    for (number, item) in items.enumerated() {
      let isFirst = number == 0 && state.isEmpty
      let prefix = isFirst ? "" : separator
      let keysWidth = TextWidth.of(item.keys)
      var help = item.help
      let needed = TextWidth.of(prefix) + keysWidth + 1 + TextWidth.of(help)
      if x + needed > width - 1 {
        guard isFirst else { break }
        help = TextLayout.truncate(help, width: max(0, width - 1 - x - keysWidth - 1))
      }
      x += surface.write(prefix, at: Point(x: x, y: 0), style: status)
      x += surface.write(item.keys, at: Point(x: x, y: 0), style: keyStyle)
      x += surface.write(" " + help, at: Point(x: x, y: 0), style: status)
    }
  }

  /// A footer takes no events.
  public func handle(_ event: InputEvent, in region: Rect) -> AppResponse? { nil }

  /// No focus.
  public var acceptsFocus: Bool { false }

  /// True for lines about keys, false for the mouse notes (`click`, `wheel`, `drag`).
  public static func isKeyboardLine(_ line: KeyHelpLine) -> Bool {
    !["click", "wheel", "drag"].contains { line.keys.hasPrefix($0) }
  }
}
