import Foundation

extension StackDemoBinary {
  /// ``run(_:pipe:)`` on a thread of its own: the calling task waits suspended instead of
  /// holding one of the threads of Swift's concurrency pool (as many as the machine has cores,
  /// shared by every test of the process) for the seconds the demo runs, so tests that mostly
  /// wait on the demo run side by side and leave the pool to the others.
  static func runOnOwnThread(_ arguments: [String]) async throws -> Output {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try run(arguments) }) }.start()
    }
  }
}
