//! The one table of diagnostic codes (DESIGN §4). `ferrometal --explain` prints
//! a code's line from here. Codes are stable once shipped: add, never renumber.
//!
//! Ranges: OSH1xxx preprocessor · OSH2xxx syntax · OSH3xxx semantic ·
//! OSH4xxx internal (our bug) · OSH51xx Metal cannot express it ·
//! OSH52xx warnings about a known deviation of Metal from the source ·
//! OSH6xxx usage and options.

use super::Code;

macro_rules! codes {
    ($($name:ident = $num:literal, $text:literal;)*) => {
        $(pub const $name: Code = Code($num);)*
        /// Every code with its one-line meaning, in numeric order.
        pub const TABLE: &[(Code, &str, &str)] = &[$((Code($num), stringify!($name), $text),)*];
    };
}

codes! {
    // Preprocessor.
    PP_UNTERMINATED_IF = 1001, "an #if, #ifdef or #ifndef has no matching #endif";
    PP_INCLUDE_NOT_FOUND = 1002, "an #include names a file that is not in the include directories or the in-memory file set";
    PP_ERROR_DIRECTIVE = 1003, "the source reached an #error directive";
    PP_EXPANSION_LIMIT = 1004, "macro expansion exceeded its budget (recursive or exponential macros)";
    PP_INCLUDE_DEPTH = 1005, "#include nesting is deeper than the limit";
    PP_BAD_DIRECTIVE = 1006, "a preprocessor directive is malformed or unknown";
    PP_BAD_MACRO_CALL = 1007, "a function-like macro was called with the wrong number of arguments or an unterminated argument list";
    PP_BAD_EXPRESSION = 1008, "an #if or #elif expression cannot be evaluated";
    PP_WARNING_DIRECTIVE = 1009, "the source reached a #warning directive";
    PP_UNMATCHED_ELSE = 1010, "an #else, #elif or #endif has no matching #if";
    PP_BAD_PASTE = 1011, "the ## operator did not form a valid token";
    PP_REDEFINED = 1012, "a macro was redefined with a different body";
    PP_INCLUDE_CYCLE = 1013, "a file includes itself without #pragma once or an include guard";
    PP_INCLUDE_CASE = 1014, "an #include found its file only by ignoring case, as a Windows file system does (a warning): the name differs in case from the file";

    // Syntax.
    SYNTAX_UNEXPECTED_TOKEN = 2001, "the parser found a token that cannot appear here";
    SYNTAX_UNTERMINATED_COMMENT = 2002, "a /* comment has no closing */";
    SYNTAX_NESTING_TOO_DEEP = 2003, "expressions, statements or types are nested deeper than the limit";
    SYNTAX_BAD_LITERAL = 2004, "a numeric or string literal is malformed or out of range";
    SYNTAX_UNKNOWN_CHARACTER = 2005, "the source contains a character that is not part of the language";
    SYNTAX_EXPECTED = 2006, "the parser expected a specific token or construct that is missing";
    SYNTAX_TOO_MANY_ERRORS = 2007, "parsing stopped after too many syntax errors";
    SYNTAX_UNSUPPORTED_VERSION = 2008, "the #version line names a version the front-end does not accept";
    SYNTAX_NOT_UTF8 = 2009, "the source is not UTF-8 (a warning): its bytes were read as Latin-1";
    SYNTAX_EFFECT_STATE = 2010, "an effects-framework state block on a sampler (`{ Filter = …; }`) is ignored (a warning), as DXC ignores it: the host's sampler decides";
    SYNTAX_WGSL = 2101, "the WGSL front-end (naga) rejected the source";
    SYNTAX_SPIRV = 2102, "the SPIR-V front-end (naga) rejected the module";

    // Semantic.
    SEM_UNDECLARED = 3001, "a name is used that is not declared";
    SEM_TYPE_MISMATCH = 3002, "an expression has a type that does not fit where it is used";
    SEM_NO_OVERLOAD = 3003, "no overload of a function or intrinsic matches the arguments";
    SEM_AMBIGUOUS_OVERLOAD = 3004, "more than one overload matches the arguments equally well";
    SEM_NOT_LVALUE = 3005, "the target of an assignment, out or inout argument is not assignable";
    SEM_MISSING_ENTRY_POINT = 3006, "the requested entry point does not exist (or the source has none)";
    SEM_BAD_SEMANTIC = 3007, "a semantic is unknown, misplaced or used twice";
    SEM_REDEFINITION = 3008, "a name is declared twice in the same scope";
    SEM_RECURSION = 3009, "a function calls itself, directly or indirectly; shaders cannot recurse";
    SEM_STAGE_UNKNOWN = 3010, "the stage of an entry point cannot be inferred; give --stage or -T";
    SEM_BAD_ARGUMENT_COUNT = 3011, "a call has the wrong number of arguments";
    SEM_NOT_CONSTANT = 3012, "a value that must be a compile-time constant is not";
    SEM_BAD_SWIZZLE = 3013, "a swizzle or member access names a component or member that does not exist";
    SEM_BAD_CAST = 3014, "a conversion between these types is not allowed";
    SEM_IMPLICIT_TRUNCATION = 3015, "an implicit conversion drops vector components (warning)";
    SEM_BAD_REGISTER = 3016, "a register, binding, packoffset or GLSL layout(offset/align) annotation is malformed or conflicts";
    SEM_MISSING_RETURN = 3017, "a function with a return type can reach its end without returning";
    SEM_BAD_ATTRIBUTE = 3018, "an attribute is unknown or has bad arguments";
    SEM_INVALID_OPERATION = 3019, "an operator is applied to operands of types it does not accept";
    SEM_ARRAY_SIZE = 3020, "an array size is not a positive constant or exceeds the limit";
    SEM_UNSUPPORTED = 3021, "a construct of the source language that ferrometal does not support yet";
    SEM_UNREACHABLE = 3022, "code after return, break, continue or discard is never run (warning)";
    SEM_STAGE_MISMATCH = 3023, "a built-in, intrinsic or attribute is used in a stage that does not have it";
    SEM_TEMPLATE = 3024, "a template's arguments are missing, of the wrong kind or cannot be deduced, or instantiations exceed their budget";
    SEM_DUPLICATE_CASE = 3025, "a switch has two case labels of the same value (after conversion to the selector's type), or two default labels";
    SEM_READONLY_REFERENCE_WRITE = 3026, "a store through a GLSL `readonly` buffer reference, which glslang accepts, is accepted and writes the memory (warning)";

    // Internal.
    INTERNAL_VALIDATION = 4001, "internal error: the IR failed naga's validator (a bug of ferrometal; please report it)";
    INTERNAL_WRITER = 4002, "internal error: the MSL writer met IR it does not handle (a bug of ferrometal)";
    INTERNAL_PANIC = 4003, "internal error: the translator crashed (a bug of ferrometal; please report it)";

    // Metal cannot express it.
    METAL_STAGE = 5101, "Metal has no such shader stage (geometry, hull, domain, mesh, amplification)";
    METAL_64BIT = 5102, "Metal has no double, no 64-bit atomics beyond unsigned max/min, and no 64-bit integer vectors in buffers";
    METAL_INTEGER_MATRIX = 5103, "Metal has only float and half matrices";
    METAL_CULL_DISTANCE = 5104, "Metal has no cull distances (SV_CullDistance)";
    METAL_RESOURCE_LIMIT = 5105, "an entry point uses more than 31 buffers, 128 textures or 16 samplers, or a resource takes buffer index 30";
    METAL_STRUCTURED_DIMENSIONS = 5106, "Metal cannot query the length of this runtime-sized array: buffer lengths reach the shader only through the buffer of sizes the host fills for the buffers it binds (not an element of a buffer array, not memory behind a raw address)";
    METAL_TEXTURE_ATOMICS = 5107, "atomics on textures need MSL 3.1";
    METAL_WAVE_MATCH = 5108, "Metal has no WaveMatch or WaveMultiPrefix* equivalent";
    METAL_UNBOUNDED_ARRAY = 5109, "Metal's direct binding model has no unbounded resource arrays";
    METAL_MULTILEVEL_BREAK = 5110, "a jump out of several nested loops at once cannot be written in MSL";
    METAL_COMPARE_1D_3D = 5111, "Metal has no comparison sampling on 1D or 3D textures";
    METAL_TEXEL_OFFSET = 5112, "Metal has no texel offsets on cube or 1D textures";
    METAL_PACKOFFSET_OVERLAP = 5113, "packoffset annotations make members overlap";
    METAL_LANE_IN_VERTEX = 5114, "wave lane index and count are not available in Metal vertex functions";
    METAL_VERSION = 5115, "the feature needs a newer MSL version than the one chosen";
    METAL_UNSUPPORTED = 5116, "Metal cannot express this construct";
    METAL_BINDING_ARRAY_SAMPLER_COMPARE = 5117, "a sampler array mixes comparison and plain samplers";
    METAL_STAGE_LINK = 5118, "a vertex output and a fragment input of one file share a link name (semantic or GLSL name) but not a type, which Metal rejects";
    METAL_BINDING_MODEL = 5119, "the chosen binding model cannot bind this resource (unbounded arrays, heaps, a tier's limits); the message names the model that can";
    METAL_BINDING_MODEL_UNBUILT = 5120, "the chosen binding model is not built yet; the message names the models that are";
    METAL_TESSELLATION = 5124, "Metal's tessellator cannot express this: isoline domains, point output, more than 32 control points per patch";
    METAL_RAY_QUERY = 5135, "a ray query feature Metal's intersection_query lacks: the ray flags a query was started with, an instance's hit-group contribution (Metal has no shader binding table), a hit triangle's vertex positions, and copies of a query (assignment, a struct member, a function result)";

    // Known deviations (warnings).
    DEVIATION_DISCARD_IN_HELPER = 5201, "discard in a helper function: Metal suppresses writes but the caller keeps running";
    DEVIATION_BARRIER_WIDENED = 5202, "a memory-only barrier is emitted as a full threadgroup barrier";
    DEVIATION_SIGNED_OVERFLOW = 5203, "signed integer overflow is undefined in MSL where the source wraps";
    DEVIATION_FAST_MATH = 5204, "Metal enables fast math by default: NaN and infinity handling is not guaranteed";
    DEVIATION_MIN_PRECISION = 5205, "min-precision types are computed in 32 bits without the 16-bit types option";
    DEVIATION_DERIVATIVE_PRECISION = 5206, "coarse and fine derivatives are the same function in Metal";
    DEVIATION_FRAGMENT_CLIP_INPUT = 5207, "Metal fragment functions cannot read clip or cull distances: the input reads as zero";
    DEVIATION_PRINTF = 5208, "shader printf (HLSL printf, GLSL debugPrintfEXT) has no MSL equivalent: the call is left out";
    DEVIATION_VERTEX_NO_POSITION = 5209, "a vertex shader that writes no position becomes a void vertex function (rasterization off): its other outputs are left out";
    DEVIATION_DEFAULT_NUMTHREADS = 5210, "a compute entry point without [numthreads] runs one thread per threadgroup, as glslang assumes (DXC requires the attribute)";
    DEVIATION_SPEC_ARRAY_SIZE = 5214, "an array sized by a specialization constant takes the constant's default length: Metal cannot specialize an array's length, so the host must not specialize that constant to another value";
    DEVIATION_GEOMETRY_NO_POSITION = 5219, "a geometry shader whose output has no SV_Position feeds only stream output or a pipeline without rasterization: its mesh vertices get a zero position";
    DEVIATION_TESSELLATION_LINES = 5220, "a hull shader's line output is Metal's triangles drawn as lines (triangleFillMode lines): an edge two triangles share is drawn twice";
    DEVIATION_GROUPSHARED_INIT = 5221, "the initializer of an HLSL groupshared variable is ignored, as DXC ignores it: the memory is undefined until a thread writes it";
    DEVIATION_VIEW_INDEX = 5230, "the view index (GLSL's gl_ViewIndex, HLSL's SV_ViewID) is Metal's vertex amplification id: the host draws the views with vertex amplification, one per view, numbered from 0 (a view mask with gaps reads other indices)";
    DEVIATION_DEVICE_INDEX = 5231, "GLSL's gl_DeviceIndex is 0: Metal has no device groups, a pipeline runs on one device";
    DEVIATION_TEXTURE_ATOMIC_BUFFER = 5232, "below MSL 3.1, a texture's atomics go through a buffer bound beside it (`NAME_atomic`): the host must make the texture from that buffer (a linear texture whose rows are aligned to the `texture_atomic_row_alignment` function constant, in bytes), so the atomics and the texture's reads and writes see the same texels";
    DEVIATION_PULL_MODEL = 5233, "HLSL's EvaluateAttribute* (GLSL's interpolateAt*) are Metal's pull-model interpolation (interpolant<T, ...>, MSL 2.3): the device must support it (MTLDevice.supportsPullModelInterpolation), which AMD GPUs do not";
    DEVIATION_PACKED_TEXELS = 5234, "a typed buffer of three-component texels (HLSL Buffer<float3>, RWBuffer<int3>) is a Metal buffer of packed 12-byte elements (packed_float3…), since Metal has no three-component texel format: the host binds a buffer (the R32G32B32 view's memory) at the reflected buffer index, not a texture buffer";
    DEVIATION_NO_TESS_FACTORS = 5245, "a patch-constant function that writes no SV_TessFactor (or no SV_InsideTessFactor) leaves D3D's factors undefined: the hull kernel writes 0 for them, and an edge factor of 0 culls the patch";
    DEVIATION_SHIFT_WIDTH = 5250, "a GLSL shift by a constant amount of the left operand's width or more, undefined in GLSL and in MSL: the amount is taken modulo the width, as HLSL defines it and GPUs compute it";
    DEVIATION_UNIFORM_DEFAULT = 5251, "an OpenGL uniform's initializer is its value until the application sets one, but a Metal buffer holds only what the host writes: the host must write the default itself (the warning gives it)";

    // Usage.
    USAGE_BAD_OPTION = 6001, "an option has a bad value";
    USAGE_UNKNOWN_LANGUAGE = 6002, "the source language cannot be inferred; give --lang";
    USAGE_IO = 6003, "a file could not be read or written";
    USAGE_LANGUAGE_NOT_BUILT = 6004, "this build of ferrometal was made without that language's front-end (the npm package reads HLSL and GLSL)";
    USAGE_UNKNOWN_OPTION = 6005, "an option that is not a translation flag in ferrometal's, DXC's or glslang's spelling (`ferrometal --help` lists them)";
}

/// The meaning of a code, for `--explain`.
pub fn explain(code: Code) -> Option<&'static str> {
    TABLE.iter().find(|(c, _, _)| *c == code).map(|(_, _, text)| *text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        for w in TABLE.windows(2) {
            if let [a, b] = w {
                assert!(a.0.0 < b.0.0, "{} must come after {}", b.1, a.1);
            }
        }
    }
}
