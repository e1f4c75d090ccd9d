import StackUI

/// Sorts matches best first in linear time: each match gets a 32-bit key (the score below
/// the best, in 20 bits, then the line length, in 12 bits; both clamped), and a stable
/// least-significant-digit radix sort by key keeps input order among equals. A
/// comparison sort of a million matches took several times longer.
package enum MatchRanking {
  /// `matches` (ascending line indexes) ordered by score (higher first), then length, then
  /// index.
  package static func order(matches: [UInt32], scores: [Int32], length: (UInt32) -> Int) -> [UInt32]
  {
    guard matches.count > 1 else { return matches }
    let best = scores.max() ?? 0
    var keys = [UInt32](repeating: 0, count: matches.count)
    // Typed constants and steps: the shifts and masks inline took the type checker ~100 ms.
    let belowLimit: Int = (1 << 20) - 1
    let sizeLimit: Int = (1 << 12) - 1
    for index in matches.indices {
      let below: Int = min(Int(best) - Int(scores[index]), belowLimit)
      let size: Int = min(length(matches[index]), sizeLimit)
      keys[index] = UInt32(truncatingIfNeeded: below << 12 | size)
    }
    var values = matches
    var keyBuffer = [UInt32](repeating: 0, count: keys.count)
    var valueBuffer = [UInt32](repeating: 0, count: keys.count)
    for shift in stride(from: 0, to: 32, by: 8) {
      var counts = [Int](repeating: 0, count: 257)
      let digitShift = UInt32(shift)
      for key in keys {
        let digit = Int((key >> digitShift) & 0xFF)
        counts[digit + 1] += 1
      }
      if counts.contains(keys.count) { continue }  // Every key has the same digit here.
      for digit in 1...256 { counts[digit] += counts[digit - 1] }
      for index in keys.indices {
        let digit = Int((keys[index] >> digitShift) & 0xFF)
        let target = counts[digit]
        counts[digit] += 1
        keyBuffer[target] = keys[index]
        valueBuffer[target] = values[index]
      }
      swap(&keys, &keyBuffer)
      swap(&values, &valueBuffer)
    }
    return values
  }
}
