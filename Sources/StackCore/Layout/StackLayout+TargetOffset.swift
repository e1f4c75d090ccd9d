import StackDrawing

/// Where the viewport goes to place a row as asked.
extension StackLayout {
  /// The offset that places the row at `index` as `alignment` says, clamped.
  func targetOffset(
    forRowAt index: Int, row: Row, alignment: ScrollAlignment, storage: RowStorage,
    viewport: Size
  ) -> Int {
    let start = storage.start(of: index)
    let frame = row.isHidden ? 0 : row.frameLength
    let length = viewportLength(in: viewport)
    let target: Int
    switch alignment {
    case .top: target = start
    case .bottom: target = start + frame - length
    case .middle: target = start - floorDivide(length - frame, 2)
    case .nearest:
      if length == 0 {
        target = offset  // No scrolling shows anything in a viewport without a line.
      } else if frame > length {
        target = (start >= offset && start < offset + length) ? offset : start
      } else if start < offset {
        target = start
      } else if start + frame > offset + length {
        target = start + frame - length
      } else {
        target = offset
      }
    }
    return min(max(0, target), maxOffset(of: storage, in: viewport))
  }
}

/// Division rounding towards negative infinity.
func floorDivide(_ a: Int, _ b: Int) -> Int {
  let quotient = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}
