/// A grapheme of at most ``Cell/maximumScalars`` Unicode scalars packed into two words, so a
/// cell holding it is plain data: copied, filled and compared without reference counting.
///
/// Layout: scalars 0–2 in bits 0–62 of `low` (21 bits each), scalars 3–4 in bits 0–41 of
/// `high`, the scalar count in bits 42–44 of `high`, in bit 45 whether every scalar is
/// *canonically inert* (see ``isInert(_:)``), and in bits 46–63 the cell's link (``linkID``,
/// an index into its canvas's ``Canvas/links``; 0 for none), kept here because these bits
/// were free: a cell stays three words. Equal scalars and links always give equal bits.
@usableFromInline
package struct Glyph: Sendable {
  /// Scalars 0–2.
  @usableFromInline package private(set) var low: UInt64
  /// Scalars 3–4, the count and the inert flag.
  @usableFromInline package private(set) var high: UInt64

  @usableFromInline package static let countShift: UInt64 = 42
  @usableFromInline package static let inertBit: UInt64 = 1 << 45
  @usableFromInline package static let scalarMask: UInt64 = (1 << 21) - 1
  @usableFromInline package static let linkShift: UInt64 = 46
  /// The largest ``linkID``.
  package static let maximumLinkID: UInt32 = (1 << 18) - 1

  /// No scalar (the continuation half of a wide character).
  package static let empty = Glyph(low: 0, high: inertBit)
  /// One space.
  package static let space = Glyph(scalar: " ")

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// One scalar.
  @inline(__always)
  package init(scalar: Unicode.Scalar) {
    low = UInt64(scalar.value)
    high = 1 << Self.countShift | (Self.isInert(scalar.value) ? Self.inertBit : 0)
  }

  /// The scalars of `string`, or nil when it has more than ``Cell/maximumScalars``.
  package init?(_ string: String) {
    self = .empty
    for scalar in string.unicodeScalars {
      guard count < Cell.maximumScalars else { return nil }
      append(scalar)
    }
  }

  /// The link the cell's text belongs to: 1 and up index ``Canvas/links`` (from 1), 0 is
  /// none. Values above ``maximumLinkID`` are cut to its bits.
  package var linkID: UInt32 {
    @inline(__always) get { UInt32(truncatingIfNeeded: high >> Self.linkShift) }
    @inline(__always) set {
      let kept = high & ((1 << Self.linkShift) - 1)
      high = kept | UInt64(newValue & Self.maximumLinkID) << Self.linkShift
    }
  }

  /// Number of scalars, 0...5.
  @inlinable
  package var count: Int { Int((high >> Self.countShift) & 7) }

  /// True when the glyph holds no scalar.
  package var isEmpty: Bool { count == 0 }

  /// The scalar at `index` (`0..<count`).
  @inlinable
  package func scalar(at index: Int) -> Unicode.Scalar {
    let word = index < 3 ? low : high
    let shift = UInt64((index < 3 ? index : index - 3) * 21)
    // Only valid scalar values are ever stored.
    return Unicode.Scalar(UInt32(truncatingIfNeeded: (word >> shift) & Self.scalarMask))
      ?? " "
  }

  /// The first scalar, or nil when empty.
  package var first: Unicode.Scalar? { count > 0 ? scalar(at: 0) : nil }

  /// Appends `scalar`. Precondition: `count < 5`.
  @inline(__always)
  package mutating func append(_ scalar: Unicode.Scalar) {
    let index = count
    precondition(index < Cell.maximumScalars, "a glyph holds at most 5 scalars")
    let value = UInt64(scalar.value)
    if index < 3 {
      low |= value << UInt64(index * 21)
    } else {
      high |= value << UInt64((index - 3) * 21)
    }
    high = (high & ~(7 << Self.countShift)) | UInt64(index + 1) << Self.countShift
    if !Self.isInert(scalar.value) { high &= ~Self.inertBit }
  }

  /// Calls `body` with each scalar in order.
  @inlinable
  package func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
    for index in 0..<count { body(scalar(at: index)) }
  }

  /// The UTF-8 length of the scalars.
  @inlinable
  package var utf8Count: Int {
    var total = 0
    forEachScalar { total += UTF8.width($0) }
    return total
  }

  /// The scalars as a string.
  @usableFromInline package var string: String {
    let count = count
    if count == 1, low < 0x80 { return asciiStrings[Int(low)] }
    var scalars = String.UnicodeScalarView()
    for index in 0..<count { scalars.append(scalar(at: index)) }
    return String(scalars)
  }

  /// True when both hold exactly the same scalars.
  @inlinable
  package func isIdentical(to other: Glyph) -> Bool {
    low == other.low && high == other.high
  }

  /// True when the glyphs are equal as Swift strings are (canonically equivalent) and carry
  /// the same link. Identical
  /// scalars are equivalent; different scalars that are all canonically inert are not (such a
  /// sequence is its own canonical decomposition); anything else is compared as strings.
  @inlinable
  package func isEquivalent(to other: Glyph) -> Bool {
    if isIdentical(to: other) { return true }
    if high & other.high & Self.inertBit != 0 { return false }
    if high >> Self.linkShift != other.high >> Self.linkShift { return false }
    return string == other.string
  }

  /// True for scalars that have no canonical decomposition and combining class 0, so a
  /// sequence of them is its own canonical decomposition: ASCII and Latin-1 up to U+00BF,
  /// box drawing, block elements and geometric shapes, CJK unified ideographs and the main
  /// emoji blocks. (A conservative list: a scalar outside it is merely compared the slow way.)
  @inline(__always)
  package static func isInert(_ value: UInt32) -> Bool {
    value < 0xC0 || (0x2500...0x25FF).contains(value) || (0x4E00...0x9FFF).contains(value)
      || (0x1F300...0x1FAFF).contains(value)
  }
}

/// One-scalar strings for ASCII, so turning a packed ASCII cell into a ``Cell`` costs no
/// string construction.
private let asciiStrings: [String] = (0..<128).map {
  String(Character(Unicode.Scalar(UInt8($0))))
}

/// A ``Cell`` as a ``Canvas`` stores it: its grapheme packed into a ``Glyph`` and its style
/// and continuation flag encoded in one word, so a cell is three plain words — copied, filled
/// and compared without reference counting, an unchanged cell in three integer compares.
/// Canvas cells are always normalised (see ``Canvas/set(_:at:)``), so their grapheme fits.
@usableFromInline
package struct PackedCell: Sendable, Equatable {
  /// The grapheme.
  @usableFromInline package var glyph: Glyph
  /// ``CellStyle/key`` in bits 0–59, the continuation flag in bit 60.
  @usableFromInline package var bits: UInt64

  @usableFromInline package static let continuationBit: UInt64 = 1 << 60

  /// Colours and attributes.
  package var style: CellStyle {
    @inline(__always) get { CellStyle(key: bits & ~Self.continuationBit) }
    @inline(__always) set { bits = newValue.key | (bits & Self.continuationBit) }
  }

  /// ``style`` as its ``CellStyle/key``: restyling cells that share a style decodes it once.
  package var styleKey: UInt64 {
    @inline(__always) get { bits & ~Self.continuationBit }
    @inline(__always) set { bits = newValue | (bits & Self.continuationBit) }
  }

  /// True for the right half of a width-2 character.
  @usableFromInline package var isContinuation: Bool {
    @inlinable get { bits & Self.continuationBit != 0 }
    @inline(__always) set {
      bits = newValue ? bits | Self.continuationBit : bits & ~Self.continuationBit
    }
  }

  /// A space in the plain style.
  package static let blank = PackedCell(glyph: .space, style: .plain, isContinuation: false)

  /// A cell holding `glyph` (already normalised) in `style`.
  @inline(__always)
  package init(glyph: Glyph, style: CellStyle, isContinuation: Bool = false) {
    self.glyph = glyph
    bits = style.key | (isContinuation ? Self.continuationBit : 0)
  }

  /// A cell showing one scalar.
  @inline(__always)
  package init(scalar: Unicode.Scalar, style: CellStyle) {
    self.init(glyph: Glyph(scalar: scalar), style: style)
  }

  /// `cell` made safe to store, packed: the grapheme becomes one spacing scalar (after the
  /// writer's substitutions, see ``ScalarPlacement``) followed by at most four zero-width
  /// scalars; a grapheme that is empty or starts with a zero-width scalar gets a space as its
  /// base; further spacing scalars and U+200D are dropped. A continuation cell becomes a blank.
  package init(normalizing cell: Cell) {
    self.init(glyph: .space, style: cell.style)
    guard !cell.isContinuation else { return }
    let utf8 = cell.grapheme.utf8
    if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
      glyph = Glyph(scalar: Unicode.Scalar(byte))
      return
    }
    var glyph = Glyph.empty
    var marks = 0
    scalars: for scalar in cell.grapheme.unicodeScalars {
      switch ScalarPlacement(scalar) {
      case .narrow(let stored), .wide(let stored):
        guard glyph.isEmpty else { break scalars }
        glyph.append(stored)
      case .tab:
        guard glyph.isEmpty else { break scalars }
        glyph.append("\u{2409}")
      case .control(let control):
        guard glyph.isEmpty else { break scalars }
        glyph.append(ScalarPlacement.singleCellPicture(ofControl: control))
      case .attached(let mark):
        if glyph.isEmpty { glyph.append(" ") }
        if marks < Cell.maximumScalars - 1 {
          glyph.append(mark)
          marks += 1
        }
      case .dropped:
        continue
      }
    }
    self.glyph = glyph.isEmpty ? .space : glyph
  }

  /// The public cell.
  package var cell: Cell {
    Cell(grapheme: glyph.string, style: style, isContinuation: isContinuation)
  }

  /// 2 for the lead cell of a wide character, 0 for a continuation cell, 1 otherwise.
  @inlinable
  package var width: Int {
    if isContinuation { return 0 }
    guard glyph.count > 0 else { return 1 }
    let first = glyph.scalar(at: 0)
    if first.value < TextWidth.firstNonTrivialScalar { return 1 }
    return TextWidth.of(first) == 2 ? 2 : 1
  }

  /// A blank cell keeping this cell's style.
  @inline(__always)
  package var blanked: PackedCell { PackedCell(glyph: .space, style: style) }

  /// The continuation cell right of a wide lead cell in `style`.
  @inline(__always)
  package static func continuation(style: CellStyle) -> PackedCell {
    PackedCell(glyph: .empty, style: style, isContinuation: true)
  }

  /// Equal exactly when the ``Cell``s are equal (graphemes compared as strings).
  @inlinable
  package static func == (lhs: PackedCell, rhs: PackedCell) -> Bool {
    guard lhs.bits == rhs.bits else { return false }
    return lhs.glyph.isEquivalent(to: rhs.glyph)  // Checks for identical scalars first.
  }

  /// True when the two cells hold the same bits (equal cells whose graphemes are spelled
  /// differently are not identical): a cheaper test where a rare miss only costs a little.
  @inlinable
  package func isIdentical(to other: PackedCell) -> Bool {
    bits == other.bits && glyph.isIdentical(to: other.glyph)
  }

  /// True when the two cells' style and continuation flag are the same.
  @inline(__always)
  package func hasSameStyle(as other: PackedCell) -> Bool {
    bits & ~Self.continuationBit == other.bits & ~Self.continuationBit
  }
}
