import StackCore

/// The line a ``Panel`` draws around its region.
///
/// ```swift
/// Panel(title: "Files", border: .rounded)   // ╭ Files ──╮
/// ```
public enum PanelBorder: String, Sendable, Hashable, CaseIterable {
  /// No line; a title, if any, takes the region's first line.
  case none
  /// `┌─┐ │ └─┘`
  case plain
  /// `╭─╮ │ ╰─╯`
  case rounded
  /// `╔═╗ ║ ╚═╝`
  case double
  /// `┏━┓ ┃ ┗━┛`
  case thick

  /// The glyphs: top-left, top-right, bottom-left, bottom-right, horizontal, vertical
  /// (nil for ``none``).
  package var glyphs: (Character, Character, Character, Character, Character, Character)? {
    switch self {
    case .none: nil
    case .plain: ("┌", "┐", "└", "┘", "─", "│")
    case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
    case .double: ("╔", "╗", "╚", "╝", "═", "║")
    case .thick: ("┏", "┓", "┗", "┛", "━", "┃")
    }
  }
}
