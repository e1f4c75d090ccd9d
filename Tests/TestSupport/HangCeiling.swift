/// How long a test waits for a condition before it calls it a hang: ten minutes. A wait ends
/// as soon as its condition holds, so a loaded machine (a shared CI host, two other builds)
/// makes it longer but never reaches this; reaching it means the condition will never hold.
/// Timing goals belong in the benchmarks (the Tools package), not here (decision 0521).
public let hangCeiling: Duration = .seconds(600)
