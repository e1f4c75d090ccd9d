/// What a piece of text means on screen — the name a widget draws with instead of a colour.
///
/// A ``Theme`` maps every role to a ``RoleStyle``; the ``RenderContext`` a surface carries
/// resolves it for the terminal at hand (its colour depth, `NO_COLOR`, a light or dark
/// background). An app can name roles of its own and give them styles in its theme.
///
/// ```swift
/// surface.write("3 errors", at: Point(x: 0, y: 0), role: .error)
/// extension StyleRole { static let price = StyleRole("price") }
/// ```
public struct StyleRole: Sendable, Hashable, CustomStringConvertible {
  /// The role's name, unique within a theme.
  public let name: String

  /// A role named `name`; two roles with the same name are the same role.
  public init(_ name: String) { self.name = name }

  /// The role's name.
  public var description: String { name }

  /// Ordinary text.
  public static let text = StyleRole("text")
  /// Secondary text: hints, counts, placeholders.
  public static let muted = StyleRole("muted")
  /// Something to notice: a marker, a key name in help, an active tab.
  public static let accent = StyleRole("accent")
  /// A title: a frame's or a screen's.
  public static let title = StyleRole("title")
  /// A table's or a section's header line.
  public static let header = StyleRole("header")
  /// Frames, rules and separators.
  public static let border = StyleRole("border")
  /// What has the focus: the focused part's frame, the focused control.
  public static let focus = StyleRole("focus")
  /// The selected row or cell.
  public static let selection = StyleRole("selection")
  /// The selected row of a list that does not have the focus.
  public static let unfocusedSelection = StyleRole("unfocusedSelection")
  /// A row held down by a press.
  public static let highlight = StyleRole("highlight")
  /// The letters a search or filter matched.
  public static let match = StyleRole("match")
  /// A link's text.
  public static let link = StyleRole("link")
  /// A failure, an invalid field.
  public static let error = StyleRole("error")
  /// Something that may need attention.
  public static let warning = StyleRole("warning")
  /// Something that went well.
  public static let success = StyleRole("success")
  /// A status or help bar along an edge of the screen.
  public static let status = StyleRole("status")
  /// The filled part of a gauge, a bar or a sparkline.
  public static let gauge = StyleRole("gauge")

  /// Every role the built-in themes define, in a stable order.
  public static let builtIn: [StyleRole] = [
    .text, .muted, .accent, .title, .header, .border, .focus, .selection, .unfocusedSelection,
    .highlight, .match,
    .link, .error, .warning, .success, .status, .gauge,
  ]
}
