// Included after msl-std and before the kernel: spellings valid in MSL that
// the emulation does not (yet) provide at global scope.
#pragma once
// `as_type<T>(x)` is an operator in MSL, usable without `metal::`.
using metal::as_type;
