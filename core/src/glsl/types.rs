//! GLSL's built-in type names (GLSL 4.60, ESSL 3.20 and the extensions the
//! front-end knows), as the parser needs them to tell declarations from
//! expressions.

/// Whether `name` is a built-in GLSL type: a scalar, vector or matrix of any
/// width the explicit-arithmetic-types extension adds, or an opaque type
/// (samplers, textures, images, subpass inputs, `atomic_uint`, ray tracing).
pub fn is_builtin_type(name: &str) -> bool {
    is_scalar(name) || is_vector_or_matrix(name) || is_opaque(name)
}

fn is_scalar(name: &str) -> bool {
    matches!(
        name,
        "void"
            | "bool"
            | "int"
            | "uint"
            | "float"
            | "double"
            | "int8_t"
            | "uint8_t"
            | "int16_t"
            | "uint16_t"
            | "int32_t"
            | "uint32_t"
            | "int64_t"
            | "uint64_t"
            | "float16_t"
            | "float32_t"
            | "float64_t"
    )
}

/// `vec3`, `u8vec2`, `f16vec4`, `mat3`, `dmat2x4`, `f16mat3x2`, …
fn is_vector_or_matrix(name: &str) -> bool {
    const VECTORS: &[&str] = &[
        "vec", "ivec", "uvec", "bvec", "dvec", "f16vec", "f32vec", "f64vec", "i8vec", "u8vec", "i16vec", "u16vec",
        "i32vec", "u32vec", "i64vec", "u64vec",
    ];
    const MATRICES: &[&str] = &["mat", "dmat", "f16mat", "f32mat", "f64mat"];
    let dim = |c: &u8| (b'2'..=b'4').contains(c);
    if VECTORS.iter().any(|p| name.strip_prefix(p).is_some_and(|r| matches!(r.as_bytes(), [n] if dim(n)))) {
        return true;
    }
    MATRICES.iter().any(|p| {
        name.strip_prefix(p).is_some_and(|r| match r.as_bytes() {
            [n] => dim(n),
            [c, b'x', r] => dim(c) && dim(r),
            _ => false,
        })
    })
}

/// Samplers, textures, images and the other opaque types.
fn is_opaque(name: &str) -> bool {
    if matches!(
        name,
        "sampler"
            | "samplerShadow"
            | "atomic_uint"
            | "samplerExternalOES"
            | "__samplerExternal2DY2YEXT"
            | "accelerationStructureEXT"
            | "accelerationStructureNV"
            | "rayQueryEXT"
            | "hitObjectNV"
    ) {
        return true;
    }
    // The texel's type prefix: none (float), `i`, `u`, and the 16- and
    // 64-bit spellings of the extensions.
    let rest = ["f16", "i64", "u64", "i", "u", ""].iter().find_map(|p| {
        let r = name.strip_prefix(p)?;
        ["sampler", "texture", "image", "subpassInput"].iter().find_map(|k| Some((*k, r.strip_prefix(k)?)))
    });
    let Some((kind, dim)) = rest else { return false };
    if kind == "subpassInput" {
        return dim.is_empty() || dim == "MS";
    }
    let dim = if kind == "sampler" { dim.strip_suffix("Shadow").unwrap_or(dim) } else { dim };
    matches!(
        dim,
        "1D" | "2D" | "3D" | "Cube" | "2DRect" | "1DArray" | "2DArray" | "CubeArray" | "Buffer" | "2DMS" | "2DMSArray"
    )
}

#[cfg(test)]
mod tests {
    use super::is_builtin_type;

    #[test]
    fn glsl_type_names() {
        for name in [
            "vec4",
            "u8vec2",
            "f16vec3",
            "mat3",
            "dmat2x4",
            "f16mat4x2",
            "isampler2DArray",
            "sampler2DShadow",
            "samplerCubeArrayShadow",
            "uimage3D",
            "texture2DMS",
            "usubpassInputMS",
            "atomic_uint",
            "int64_t",
            "accelerationStructureEXT",
        ] {
            assert!(is_builtin_type(name), "{name}");
        }
        for name in ["vec5", "vec", "mat1", "mat2x", "float4", "Texture2D", "image2DShadow", "sampler4D", "main"] {
            assert!(!is_builtin_type(name), "{name}");
        }
    }
}
