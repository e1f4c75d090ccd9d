import StackDrawing

/// All rows of a stack in chunks of at most ``maxChunkCount``, with Fenwick trees over the
/// chunks' row counts and extents.
///
/// Index→row and offset→row lookups are O(log n + chunk size); inserting or removing a row is
/// O(chunk size) plus O(number of chunks) when a chunk splits or disappears, so a million rows
/// never cost a pass over every row for a single change.
final class RowStorage {
  /// Largest number of rows in one chunk; a chunk that grows past it splits in two.
  static let maxChunkCount = 512

  private(set) var chunks: [RowChunk] = []
  private(set) var counts = FenwickTree()
  var extents = FenwickTree()
  /// Every chunk whose slots are made, by identity: with the pending chunks of a section
  /// whose estimate changed, all that ``recomputeAllExtents(_:)`` has to visit.
  var madeChunks: [ObjectIdentifier: RowChunk] = [:]
  /// The pending chunks of each lazy section (some may have been made or dropped since:
  /// skipped and forgotten when the list is next walked).
  var pendingChunks: [Int32: [RowChunk]] = [:]
  /// Changes whenever a slot's extent, measured or hidden flag changes or rows are inserted or
  /// removed, so work that depends only on the slots can be skipped when it is unchanged.
  var version = 0
  /// The lazy sections with rows in the storage, by ``LazySection/id`` (see
  /// ``releaseEmptiedSections()``).
  var sections: [Int32: LazySection] = [:]
  /// The id the next lazy section gets.
  var nextSectionID: Int32 = 0
  /// Sections whose last row left since ``releaseEmptiedSections()`` last ran.
  var emptiedSections: [Int32] = []
  /// The row showing each content, by the content's identity.
  var contentRows: [ObjectIdentifier: Row] = [:]
  /// Lazily made rows, oldest first (customised ones drop out: the storage keeps them).
  var lazyCache: [Row] = []
  /// The state last applied (`AppliedState`), while the rows are exactly its rows: any
  /// insertion or removal drops it (an apply sets it again once its changes are made).
  var appliedState: AnyObject?
  /// The slots the walks (``forEachSlot(from:skippingPending:skippingHiddenRows:_:)`` and its
  /// backwards twin) handed to their callers so far: what a walk costs, for tests.
  var slotsVisited = 0
  /// The rows looked up by object so far (``index(of:)``): what the animator's walks over the
  /// moving rows cost, for tests.
  var rowLookups = 0
  /// ``lastShownIndex()`` as computed at ``version``.
  private var lastShown: (version: Int, index: Int?) = (-1, nil)

  /// Number of rows.
  var count: Int { counts.total }
  /// Sum of every row's extent.
  var totalExtent: Int { extents.total }

  // MARK: Mutation

  /// Changes the slot of row `index` in place, keeping the trees right.
  func update<T>(at index: Int, _ change: (inout RowSlot) -> T) -> T {
    let (chunk, local) = locateMaking(index: index)
    version &+= 1
    let before = chunk.slots[local]
    let result = change(&chunk.slots[local])
    let after = chunk.slots[local]
    if before.extent != after.extent {
      let delta = Int(after.extent) - Int(before.extent)
      chunk.extentSum += delta
      extents.add(delta, at: chunk.position)
    }
    if before.isHidden != after.isHidden { chunk.shownCount += after.isHidden ? -1 : 1 }
    if let row = after.row {
      row.chunk = chunk
      row.slot = local
    }
    return result
  }

  /// Inserts `slots` so the first lands at `index` (`0...count`), in order.
  func insert(_ slots: [RowSlot], at index: Int) {
    guard !slots.isEmpty else { return }
    version &+= 1
    appliedState = nil
    for slot in slots where slot.sectionID >= 0 { sections[slot.sectionID]?.storedRows += 1 }
    if chunks.isEmpty
      || (index == count && (slots.count > Self.maxChunkCount || chunks.last?.pending != nil))
    {
      appendChunks(slots)
      return
    }
    let (chunk, local): (RowChunk, Int)
    if index == count {
      chunk = chunks[chunks.count - 1]
      local = chunk.slotCount
    } else {
      (chunk, local) = locateMaking(index: index)
    }
    chunk.slots.insert(contentsOf: slots, at: local)
    let added = slots.reduce(0) { $0 + Int($1.extent) }
    chunk.shownCount += slots.reduce(0) { $0 + ($1.isHidden ? 0 : 1) }
    chunk.extentSum += added
    if chunk.slots.count > Self.maxChunkCount {
      split(chunk)
    } else {
      chunk.adoptRows(in: local..<(local + slots.count))
      chunk.renumberRows(in: (local + slots.count)..<chunk.slots.count)
      counts.add(slots.count, at: chunk.position)
      extents.add(added, at: chunk.position)
    }
  }

  /// Inserts `count` rows of lazy section `sectionID` (source indexes `0..<count`, each of
  /// extent `extent`, not made or measured) so the first lands at `index` (`0...count`).
  /// A large section goes into one new pending chunk (``RowChunk/Pending``), cut into pieces
  /// and made only where something looks at it (``locateMaking(index:)``), so this costs
  /// O(number of chunks), whatever `count` is.
  func insertLazyRows(sectionID: Int32, count: Int, extent: Int32, at index: Int) {
    guard count > Self.maxChunkCount else {
      insert(
        (0..<count).map {
          RowChunk.Pending(sectionID: sectionID, firstSource: 0, count: count, extent: extent)
            .slot($0)
        }, at: index)
      return
    }
    version &+= 1
    appliedState = nil
    sections[sectionID]?.storedRows += count
    var pieces = [
      RowChunk(
        pending: RowChunk.Pending(
          sectionID: sectionID, firstSource: 0, count: count, extent: extent))
    ]
    pendingChunks[sectionID, default: []] += pieces
    if chunks.isEmpty || index == self.count {
      chunks.append(contentsOf: pieces)
    } else {
      let (chunk, local) = locateMaking(index: index)
      if local > 0 {
        // The rows from `local` on follow the new ones, in a chunk of their own.
        let tail = RowChunk(slots: Array(chunk.slots[local...]))
        madeChunks[ObjectIdentifier(tail)] = tail
        chunk.slots.removeSubrange(local...)
        chunk.recount()
        tail.adoptRows(in: 0..<tail.slotCount)
        pieces.append(tail)
        chunks.insert(contentsOf: pieces, at: chunk.position + 1)
      } else {
        chunks.insert(contentsOf: pieces, at: chunk.position)
      }
    }
    rebuildTrees()
  }

  /// Removes and returns row `index`'s slot. Precondition: valid index.
  @discardableResult
  func remove(at index: Int) -> RowSlot {
    version &+= 1
    appliedState = nil
    let (chunk, local) = locateMaking(index: index)
    let slot = chunk.slots.remove(at: local)
    if slot.sectionID >= 0 { noteRowLeft(sectionID: slot.sectionID) }
    if !slot.isHidden { chunk.shownCount -= 1 }
    chunk.extentSum -= Int(slot.extent)
    slot.row?.chunk = nil
    if chunk.slots.isEmpty {
      madeChunks[ObjectIdentifier(chunk)] = nil
      chunks.remove(at: chunk.position)
      rebuildTrees()
    } else {
      chunk.renumberRows(in: local..<chunk.slots.count)
      counts.add(-1, at: chunk.position)
      extents.add(-Int(slot.extent), at: chunk.position)
    }
    return slot
  }

  /// Removes every row (their ``Row/index`` becomes nil); every lazy section is emptied.
  func removeAll() {
    version &+= 1
    appliedState = nil
    for (id, section) in sections {
      section.storedRows = 0
      emptiedSections.append(id)
    }
    for chunk in chunks where chunk.pending == nil {
      for slot in chunk.slots { slot.row?.chunk = nil }
    }
    contentRows = [:]
    lazyCache = []
    chunks = []
    madeChunks = [:]
    pendingChunks = [:]
    rebuildTrees()
  }

  /// The last row that is not hidden. Remembered until the slots change; otherwise found by
  /// searching chunk by chunk from the end (skipping chunks whose rows are all hidden).
  func lastShownIndex() -> Int? {
    if lastShown.version == version { return lastShown.index }
    let index = searchLastShownIndex()
    lastShown = (version, index)
    return index
  }

  private func searchLastShownIndex() -> Int? {
    var end = count
    for chunk in chunks.reversed() {
      end -= chunk.slotCount
      guard chunk.shownCount > 0 else { continue }
      if chunk.pending != nil { return end + chunk.slotCount - 1 }  // No row is hidden.
      for local in chunk.slots.indices.reversed() where !chunk.slots[local].isHidden {
        return end + local
      }
    }
    return nil
  }

  // MARK: Chunk maintenance

  /// `0..<count` cut into consecutive ranges of half a full chunk (the last may be shorter):
  /// the size of new and split chunks, which leaves each room to grow.
  private static func pieceRanges(count: Int) -> [Range<Int>] {
    let size = maxChunkCount / 2
    return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
  }

  private func appendChunks(_ slots: [RowSlot]) {
    for range in Self.pieceRanges(count: slots.count) {
      let chunk = RowChunk(slots: Array(slots[range]))
      chunk.adoptRows(in: 0..<chunk.slots.count)
      madeChunks[ObjectIdentifier(chunk)] = chunk
      chunks.append(chunk)
    }
    rebuildTrees()
  }

  private func split(_ chunk: RowChunk) {
    let ranges = Self.pieceRanges(count: chunk.slots.count)
    let pieces = ranges.map { range in
      range.lowerBound == 0 ? chunk : RowChunk(slots: Array(chunk.slots[range]))
    }
    for piece in pieces { madeChunks[ObjectIdentifier(piece)] = piece }
    chunk.slots.removeSubrange(ranges[0].upperBound...)
    chunk.recount()
    chunks.replaceSubrange(chunk.position...chunk.position, with: pieces)
    for piece in pieces { piece.adoptRows(in: 0..<piece.slots.count) }
    rebuildTrees()
  }

  /// The chunk holding row `index` and the row's position in it, with its slots made: a
  /// pending chunk longer than a piece is first cut in up to three, the piece holding the row
  /// made and the rest left pending. Precondition: valid index.
  func locateMaking(index: Int) -> (chunk: RowChunk, local: Int) {
    var (chunk, local) = locate(index: index)
    if let pending = chunk.pending, pending.count > Self.maxChunkCount {
      let size = Self.maxChunkCount / 2
      let first = local / size * size
      let end = min(pending.count, first + size)
      let pieces = [0..<first, first..<end, end..<pending.count].filter { !$0.isEmpty }
        .map { range in RowChunk(pending: pending.piece(range)) }
      pendingChunks[pending.sectionID, default: []] += pieces
      chunks.replaceSubrange(chunk.position...chunk.position, with: pieces)
      rebuildTrees()
      chunk = pieces[first > 0 ? 1 : 0]
      local -= first
    }
    realize(chunk)
    return (chunk, local)
  }

  /// Makes the slots of `chunk` (if pending) and records it as made.
  func realize(_ chunk: RowChunk) {
    guard chunk.pending != nil else { return }
    chunk.realize()
    madeChunks[ObjectIdentifier(chunk)] = chunk
  }

  /// Turns `chunk` back into a pending chunk when its slots all look as a pending chunk's
  /// would (``RowChunk/repackIfPending()``), and files it with its section's pending chunks,
  /// so whole-stack extent changes (``recomputeAllExtents(_:)``) update it like the others.
  func repackIfPending(_ chunk: RowChunk) {
    guard chunk.pending == nil, holds(chunk) else { return }
    chunk.repackIfPending()
    guard let pending = chunk.pending else { return }
    madeChunks[ObjectIdentifier(chunk)] = nil
    pendingChunks[pending.sectionID, default: []].append(chunk)
  }

  /// True while `chunk` is one of the storage's chunks.
  func holds(_ chunk: RowChunk) -> Bool {
    chunk.position < chunks.count && chunks[chunk.position] === chunk
  }

  private func rebuildTrees() {
    for (position, chunk) in chunks.enumerated() {
      chunk.position = position
      chunk.storage = self
    }
    counts = FenwickTree(chunks.map(\.slotCount))
    extents = FenwickTree(chunks.map(\.extentSum))
  }
}
