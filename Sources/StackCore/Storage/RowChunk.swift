import StackDrawing

/// A run of consecutive rows: at most ``RowStorage/maxChunkCount`` once made; a pending chunk
/// may hold a whole lazy section, cut into pieces where it is made.
///
/// A chunk of lazy rows that nothing has looked at yet is *pending*: it holds only where its
/// rows come from (``Pending``), and its slots are made by ``realize()`` before they are first
/// changed (reads work out a pending chunk's slots without making them). So adding
/// a million lazy rows creates a few thousand small chunk objects, not a million slots, and
/// start-up does not grow with the row count; the slots of a part of the list are made when
/// the list is scrolled there (or an operation needs them).
final class RowChunk {
  /// Where the slots of a pending chunk come from: `count` rows of lazy section `sectionID`
  /// with source indexes from `firstSource` on, not made, not measured, none hidden, each of
  /// extent `extent`.
  struct Pending {
    var sectionID: Int32
    var firstSource: Int32
    var count: Int
    var extent: Int32

    /// The rows `range` of this one, as a pending chunk of their own.
    func piece(_ range: Range<Int>) -> Pending {
      Pending(
        sectionID: sectionID, firstSource: firstSource + Int32(range.lowerBound),
        count: range.count, extent: extent)
    }

    /// The slot of row `local`.
    func slot(_ local: Int) -> RowSlot {
      RowSlot(
        row: nil, sectionID: sectionID, sourceIndex: firstSource + Int32(local), extent: extent,
        isHidden: false, isMeasured: false)
    }
  }

  /// The rows' slots; empty while the chunk is ``pending``. (A stored array, not a `lazy`
  /// one: a lazy property has no in-place modify, so changing one slot would copy them all.)
  var slots: [RowSlot] = []
  /// Set while the slots are not made.
  private(set) var pending: Pending?
  /// The storage the chunk is in (set whenever the storage renumbers its chunks), so a row can
  /// find its index from its chunk.
  weak var storage: RowStorage?
  /// Position of the chunk in the storage's chunk list.
  var position: Int = 0
  /// Rows in the chunk that are not hidden.
  var shownCount: Int = 0
  /// Sum of the chunk's extents.
  var extentSum: Int = 0

  init(slots: [RowSlot]) {
    self.slots = slots
    recount()
  }

  /// A pending chunk.
  init(pending: Pending) {
    self.pending = pending
    shownCount = pending.count
    extentSum = pending.count * Int(pending.extent)
  }

  /// The number of rows, without making the slots.
  var slotCount: Int { pending?.count ?? slots.count }

  /// Makes the slots of a pending chunk; call before changing ``slots``.
  @inline(__always)
  func realize() {
    guard let pending else { return }
    self.pending = nil
    slots = (0..<pending.count).map(pending.slot)
  }

  /// The slot of row `local`, without making the slots of a pending chunk.
  func slot(_ local: Int) -> RowSlot {
    if let pending { return pending.slot(local) }
    return slots[local]
  }

  /// Turns a chunk whose slots all look as a pending chunk's would (lazy rows of one section
  /// with consecutive source indexes, not made, not measured, not hidden, of one extent)
  /// back into a pending chunk, freeing its slots. O(chunk size).
  func repackIfPending() {
    guard pending == nil, let first = slots.first, first.sectionID >= 0 else { return }
    for (local, slot) in slots.enumerated() {
      guard slot.row == nil, !slot.isHidden, !slot.isMeasured, slot.sectionID == first.sectionID,
        slot.sourceIndex == first.sourceIndex + Int32(local), slot.extent == first.extent
      else { return }
    }
    pending = Pending(
      sectionID: first.sectionID, firstSource: first.sourceIndex, count: slots.count,
      extent: first.extent)
    slots = []
  }

  /// Sets the extent of every row of a pending chunk (see ``RowStorage/recomputeAllExtents(_:)``).
  func setPendingExtent(_ extent: Int32) {
    pending?.extent = extent
    recount()
  }

  /// Recomputes ``shownCount`` and ``extentSum`` from the slots.
  func recount() {
    if let pending {
      shownCount = pending.count
      extentSum = pending.count * Int(pending.extent)
      return
    }
    shownCount = 0
    extentSum = 0
    for slot in slots {
      if !slot.isHidden { shownCount += 1 }
      extentSum += Int(slot.extent)
    }
  }

  /// Gives the rows held in `range`, already in this chunk, their new slot numbers (after
  /// rows before them in the chunk came or went): no weak reference to set again.
  func renumberRows(in range: Range<Int>) {
    guard pending == nil else { return }
    for local in range { slots[local].row?.slot = local }
  }

  /// Points the rows held in `range` back at this chunk and their slots.
  func adoptRows(in range: Range<Int>) {
    guard pending == nil else { return }  // No row is made.
    for local in range {
      if let row = slots[local].row {
        row.chunk = self
        row.slot = local
      }
    }
  }
}
