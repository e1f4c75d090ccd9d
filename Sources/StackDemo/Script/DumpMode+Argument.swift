import ArgumentParser
import StackTesting

/// `--dump final` / `--dump each`.
extension DumpMode: ExpressibleByArgument {}
