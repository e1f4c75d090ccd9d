import StackTerminal

extension AppLoop {
  /// Watches `descriptor` and hands its lines to `handler` as they arrive — on readiness,
  /// in batches of at most `maximumBytesPerPass` bytes, so keys are handled between two
  /// batches however fast the writer is. The last batch says ``LineBatch/isEnd``; the watch
  /// then ends by itself. The descriptor is made non-blocking and never closed here.
  ///
  /// ```swift
  /// loop.readLines(from: .standardInput) { [app] batch in
  ///   app.append(batch)              // e.g. rows made on demand from a compact store
  ///   return .redraw
  /// }
  /// ```
  @discardableResult
  public func readLines(
    from descriptor: FileDescriptor, maximumBytesPerPass: Int = 64 * 1024,
    _ handler: @escaping @MainActor (LineBatch) -> AppResponse
  ) -> DescriptorWatch {
    let reading = LineReading(descriptor: descriptor, maximumBytesPerCall: maximumBytesPerPass)
    var watch: DescriptorWatch?
    watch = self.watch(descriptor: descriptor, endsOnItsOwn: true) {
      guard let batch = reading.readAvailable() else { return .unchanged }
      if batch.isEnd { watch?.cancel() }
      return handler(batch)
    }
    return watch ?? DescriptorWatch(descriptor: descriptor, endsOnItsOwn: true) { .unchanged }
  }
}
