// ferrometal's Metal standard library: configuration.
//
// One header, two jobs (see ../README.md):
// - check mode (default): compiled by clang as C++ for OpenCL
//   (`-x clcpp -cl-std=clc++2021`), so Metal's address spaces are real
//   clang address spaces (device = global, threadgroup = local,
//   thread = private) with a generic space for `this`, exactly the model
//   Metal's own clang uses. Bodies that only matter at run time are left out.
// - execution mode (`FERROMETAL_EXEC` defined): plain C++17 for the CPU,
//   address spaces vanish, every function has a body, and the runtime
//   supplies the hooks declared in __runtime.h (barriers, SIMD-group
//   exchange, function constants, discard).
#pragma once

// The Metal Shading Language version checked against, as Apple's compiler
// defines it (240 for MSL 2.4); scripts/msl-check -std=metalX.Y sets it.
// Declarations newer than it are left out, so using them is an error.
#ifndef __METAL_VERSION__
#define __METAL_VERSION__ 320
#endif

#if defined(__OPENCL_CPP_VERSION__) && !defined(FERROMETAL_EXEC)
#define __FM_CHECK 1
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// OpenCL keywords that are ordinary identifiers in MSL.
#define global __fm_kw_global
#define local __fm_kw_local
#define generic __fm_kw_generic
#define read_only __fm_kw_read_only
#define write_only __fm_kw_write_only
#define read_write __fm_kw_read_write
#define pipe __fm_kw_pipe
#define image1d_t __fm_kw_image1d_t
#define image2d_t __fm_kw_image2d_t
#define image3d_t __fm_kw_image3d_t
#define sampler_t __fm_kw_sampler_t
#define event_t __fm_kw_event_t
#define atomic_int __fm_kw_atomic_int
#define atomic_uint __fm_kw_atomic_uint
#define atomic_long __fm_kw_atomic_long
#define atomic_ulong __fm_kw_atomic_ulong
#define atomic_float __fm_kw_atomic_float
#define atomic_double __fm_kw_atomic_double
#define atomic_flag __fm_kw_atomic_flag
// Metal address spaces. `constant` is read-only device memory here: C++ for
// OpenCL cannot copy a class object out of its __constant space through the
// implicit copy constructor, which MSL allows (README: limitations).
#define device __global
#define constant __global const
#define threadgroup __local
#define thread __private
#define threadgroup_imageblock __private
#define ray_data __private
#define object_data __global
#define vertex
#define fragment
#define __FM_AS_DEVICE __global
#define __FM_AS_TG __local
#define __FM_BODY(...) ;
#define __FM_HALF half
#elif defined(FERROMETAL_EXEC)
#define __FM_EXEC 1
#define device
#define constant const
#define threadgroup
#define thread
#define threadgroup_imageblock
#define ray_data
#define object_data
#ifndef FERROMETAL_KERNEL_LINKAGE
#define FERROMETAL_KERNEL_LINKAGE extern "C"
#endif
#define kernel FERROMETAL_KERNEL_LINKAGE
#define vertex FERROMETAL_KERNEL_LINKAGE
#define fragment FERROMETAL_KERNEL_LINKAGE
// One copy of a kernel-scope `threadgroup` variable per threadgroup: the
// pre-pass prefixes such declarations with this; a runtime that runs one
// threadgroup at a time per OS thread keeps the default.
#ifndef FERROMETAL_THREADGROUP_STORAGE
#define FERROMETAL_THREADGROUP_STORAGE static thread_local
#endif
#define __FM_AS_DEVICE
#define __FM_AS_TG
#define __FM_BODY(...) { __VA_ARGS__ }
#define __FM_HALF _Float16
#else
#error "metal_stdlib: compile as C++ for OpenCL (check) or define FERROMETAL_EXEC (execution)"
#endif

// Check mode declares most functions without a body: not `inline` there, or
// clang warns that an inline function is used but never defined.
#ifdef __FM_EXEC
#define METAL_FUNC inline
#else
#define METAL_FUNC
#endif
#define __FM_COMMA ,
// Apple's header macro for an argument that must be a constant expression
// (`gather(..., component c) METAL_CONST_ARG(c)`); not checked here.
#define METAL_CONST_ARG(A)
