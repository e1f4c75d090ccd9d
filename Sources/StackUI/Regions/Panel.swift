import StackCore

/// A border with a title around a region (ratatui's `Block::bordered().title()`): draw it,
/// then draw the content in the ``innerRegion(of:)`` it leaves.
///
/// ```swift
/// let panel = Panel(title: "Files", border: .rounded)
/// let inside = panel.render(into: &canvas, in: region, isFocused: true)
/// stack.viewport = inside.size
/// stack.render(into: &canvas, at: inside.origin)
/// ```
///
/// **Focus.** A panel is drawn focused or not: focused with ``focusedBorder`` (thick by
/// default) in ``focusedStyle`` (bold, cyan), otherwise with ``border`` in ``style`` (dim).
/// The line's shape alone tells them apart, so the focus shows on a terminal without colours
/// or attributes (and with `NO_COLOR`) too.
///
/// **Titles** are written after the top-left corner with a space on either side, truncated
/// with `…` when the border is too short for them (no title on a border shorter than 5
/// columns). Text is drawn as ``Canvas/write(_:at:style:clip:)`` draws it: control characters
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
  /// The border's and the title's style when not focused.
  public var style: CellStyle
  /// The border's and the title's style when focused.
  public var focusedStyle: CellStyle

  /// The default unfocused style: dim.
  public static let unfocusedStyle = CellStyle(attributes: .dim)
  /// The default focused style: bold, in cyan (bright on 8-colour terminals).
  public static let defaultFocusedStyle = CellStyle(foreground: .ansi(6), attributes: .bold)

  /// A panel titled `title`; focused, it is drawn with `focusedBorder` (default: thick, or
  /// none when `border` is none).
  public init(
    title: String = "", border: PanelBorder = .plain, focusedBorder: PanelBorder? = nil,
    style: CellStyle = Panel.unfocusedStyle, focusedStyle: CellStyle = Panel.defaultFocusedStyle
  ) {
    self.title = title
    self.border = border
    self.focusedBorder = focusedBorder ?? (border == .none ? .none : .thick)
    self.style = style
    self.focusedStyle = focusedStyle
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
  public func render(into canvas: inout Canvas, in region: Rect, isFocused: Bool = false)
    -> Rect
  {
    let inner = innerRegion(of: region)
    let style = isFocused ? focusedStyle : self.style
    let border = isFocused ? focusedBorder : self.border
    guard !region.isEmpty else { return inner }
    var titleX = region.minX
    var titleWidth = region.size.width
    if let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = border.glyphs {
      let (left, top) = (region.minX, region.minY)
      let (right, bottom) = (region.maxX - 1, region.maxY - 1)
      canvas.fill(Rect(x: left, y: top, width: region.size.width, height: 1), horizontal, style)
      canvas.fill(Rect(x: left, y: bottom, width: region.size.width, height: 1), horizontal, style)
      canvas.fill(Rect(x: left, y: top, width: 1, height: region.size.height), vertical, style)
      canvas.fill(Rect(x: right, y: top, width: 1, height: region.size.height), vertical, style)
      for (corner, x, y) in [
        (topLeft, left, top), (topRight, right, top), (bottomLeft, left, bottom),
        (bottomRight, right, bottom),
      ] {
        canvas.set(Cell(corner, style: style), at: Point(x: x, y: y))
      }
      titleX = left.saturatingAdd(1)
      titleWidth = region.size.width - 2
    } else if !title.isEmpty {
      canvas.fill(
        Rect(x: region.minX, y: region.minY, width: region.size.width, height: 1), " ", style)
    }
    drawTitle(into: &canvas, x: titleX, width: titleWidth, region: region, style: style)
    return inner
  }

  /// The title, ` Title ` on a border (truncated to `width` columns from `x`).
  private func drawTitle(
    into canvas: inout Canvas, x: Int, width: Int, region: Rect, style: CellStyle
  ) {
    guard !title.isEmpty else { return }
    let onBorder = x != region.minX
    let room = onBorder ? width - 2 : width
    guard room >= 1 && (!onBorder || width >= 3) else { return }
    let text = TextLayout.truncate(title, width: room)
    let shown = onBorder ? " " + text + " " : text
    let clip = Rect(x: x, y: region.minY, width: width, height: 1)
    canvas.write(shown, at: Point(x: x, y: region.minY), style: style, clip: clip)
  }
}

extension Canvas {
  /// Fills the cells of `rect` with `character` in `style` (clipped to the canvas).
  fileprivate mutating func fill(_ rect: Rect, _ character: Character, _ style: CellStyle) {
    fill(rect, with: Cell(character, style: style))
  }
}
