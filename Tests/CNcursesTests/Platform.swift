// This target's one door to the C library (docs/decisions/0460): the other files use its
// names without importing it. CI builds Linux (Glibc) only; Musl and Darwin are untested.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
