@testable import StackCore

extension StackHarness {
  /// Runs an operation that changes a setting of the whole stack or its viewport.
  func runStackSetting(_ op: StackOp) {
    var m = Mixer(op.a &* 31 &+ op.b)
    switch op.kind {
    case .defaultInsets:
      defaultInsets = m.insets()
      stack.defaultInsets = defaultInsets
    case .defaultSeparator:
      defaultSeparator = m.separator()
      stack.defaultSeparator = defaultSeparator
    case .spacing:
      spacing = op.a % 3
      stack.spacing = spacing
    case .autoHidesLastSeparator:
      autoHidesLastSeparator.toggle()
      stack.autoHidesLastSeparator = autoHidesLastSeparator
    case .scrollIndicator:
      stack.showsScrollIndicator.toggle()
    case .cacheLimit:
      stack.lazyCacheLimit = op.a % 12
    case .resize:
      stack.viewport = Size(width: op.a % 31, height: op.b % 16)
    case .resizeTiny:
      let sizes = [(1, 1), (op.a % 20, 0), (0, op.b % 8), (0, 0), (1, op.b % 8), (op.a % 20, 1)]
      let (width, height) = sizes[op.c % sizes.count]
      stack.viewport = Size(width: width, height: height)
    case .axis:
      stack.axis = stack.axis.cross
    case .followsEnd:
      stack.followsEnd.toggle()
    case .anchoring:
      stack.anchoring = stack.anchoring == .offset ? .firstVisibleRow : .offset
    default:
      preconditionFailure("\(op.kind) is not a stack setting")
    }
  }
}
