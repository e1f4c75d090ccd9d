import StackCore

/// A border with a title around a region (ratatui's `Block::bordered().title()`): draw it,
/// then draw the content in the ``innerRegion(of:)`` it leaves.
///
/// ```swift
/// let panel = Panel(title: "Files", border: .rounded)
/// let inside = panel.render(in: &surface, region: surface.bounds, isFocused: true)
/// stack.viewport = inside.size
/// surface.withRegion(inside) { stack.render(in: &$0) }
/// ```
///
/// **Focus.** A panel is drawn focused or not: focused with ``focusedBorder`` (thick by
/// default) in ``focusedRole`` (the theme's focus role), otherwise with ``border`` in ``role``.
/// The line's shape alone tells them apart, so the focus shows on a terminal without colours
/// or attributes (and with `NO_COLOR`) too.
///
/// **Titles** are written after the top-left corner with a space on either side, truncated
/// with `…` when the border is too short for them (no title on a border shorter than 5
/// columns). Text is drawn as `Surface.write(_:at:style:)` draws it: control characters
/// as visible pictures, never raw.
///
/// Nothing is drawn outside the region; a region too small for a border (under 2×2) gets
/// what fits of it and an empty inner region.
public struct Panel: Sendable, Hashable {
  /// The title on the top line (`""`: none).
  public var title: String
  /// The border when not focused.
  public var border: PanelBorder
  /// The border when focused.
  public var focusedBorder: PanelBorder
  /// The border's and the title's role when not focused.
  public var role: StyleRole
  /// The border's and the title's role when focused.
  public var focusedRole: StyleRole

  /// A panel titled `title`; focused, it is drawn with `focusedBorder` (default: thick, or
  /// none when `border` is none).
  public init(
    title: String = "", border: PanelBorder = .plain, focusedBorder: PanelBorder? = nil,
    role: StyleRole = .border, focusedRole: StyleRole = .focus
  ) {
    self.title = title
    self.border = border
    self.focusedBorder = focusedBorder ?? (border == .none ? .none : .thick)
    self.role = role
    self.focusedRole = focusedRole
  }

  /// The part of `region` inside the border (and below the title line of a panel without a
  /// border); empty when the region is too small. Focus does not change it.
  public func innerRegion(of region: Rect) -> Rect {
    if border == .none {
      return title.isEmpty ? region : region.inset(by: EdgeInsets(top: 1))
    }
    return region.inset(by: EdgeInsets(all: 1))
  }

  /// Draws the border and the title inside `region` and returns ``innerRegion(of:)``, which
  /// it leaves untouched.
  @discardableResult
  public func render(in surface: inout Surface, region: Rect, isFocused: Bool = false) -> Rect {
    let inner = innerRegion(of: region)
    let style = surface.style(isFocused ? focusedRole : role)
    let border = isFocused ? focusedBorder : self.border
    guard !region.isEmpty else { return inner }
    var titleX = region.minX
    var titleWidth = region.size.width
    if let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = border.glyphs {
      let (left, top) = (region.minX, region.minY)
      let (right, bottom) = (region.maxX - 1, region.maxY - 1)
      surface.fill(Rect(x: left, y: top, width: region.size.width, height: 1), horizontal, style)
      surface.fill(Rect(x: left, y: bottom, width: region.size.width, height: 1), horizontal, style)
      surface.fill(Rect(x: left, y: top, width: 1, height: region.size.height), vertical, style)
      surface.fill(Rect(x: right, y: top, width: 1, height: region.size.height), vertical, style)
      for (corner, x, y) in [
        (topLeft, left, top), (topRight, right, top), (bottomLeft, left, bottom),
        (bottomRight, right, bottom),
      ] {
        surface.set(Cell(corner, style: style), at: Point(x: x, y: y))
      }
      titleX = left.saturatingAdd(1)
      titleWidth = region.size.width - 2
    } else if !title.isEmpty {
      surface.fill(
        Rect(x: region.minX, y: region.minY, width: region.size.width, height: 1), " ", style)
    }
    drawTitle(into: &surface, x: titleX, width: titleWidth, region: region, style: style)
    return inner
  }

  /// The title, ` Title ` on a border (truncated to `width` columns from `x`).
  private func drawTitle(
    into surface: inout Surface, x: Int, width: Int, region: Rect, style: CellStyle
  ) {
    guard !title.isEmpty else { return }
    let onBorder = x != region.minX
    let room = onBorder ? width - 2 : width
    guard room >= 1 && (!onBorder || width >= 3) else { return }
    let text = TextLayout.truncate(title, width: room)
    let shown = onBorder ? " " + text + " " : text
    let clip = Rect(x: x, y: region.minY, width: width, height: 1)
    surface.withRegion(clip) { $0.write(shown, at: .zero, style: style) }
  }
}

extension Surface {
  /// Fills the cells of `rect` with `character` in `style` (clipped to the surface).
  fileprivate mutating func fill(_ rect: Rect, _ character: Character, _ style: CellStyle) {
    fill(rect, with: character, style: style)
  }
}
