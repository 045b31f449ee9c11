//! `GL_EXT_ray_query` as the HLSL front-end's ray queries
//! (`hlsl::lower::ray_query`): one table of respellings that the rewriter
//! applies to identifiers. The query type is `RayQuery<0>` (GLSL's flags
//! are all the call's), the structure `RaytracingAccelerationStructure`,
//! the constants DXR's (the same values), and each function
//! `__RayQuery_NAME`, which the lowering reads as the HLSL method (with the
//! committed or candidate intersection its `committed` argument names).

/// The HLSL text for a GLSL ray-query identifier, or `None`.
pub fn respell(name: &str) -> Option<&'static str> {
    Some(match name {
        "rayQueryEXT" => "RayQuery<0>",
        "accelerationStructureEXT" => "RaytracingAccelerationStructure",
        "gl_RayFlagsNoneEXT" => "RAY_FLAG_NONE",
        "gl_RayFlagsOpaqueEXT" => "RAY_FLAG_FORCE_OPAQUE",
        "gl_RayFlagsNoOpaqueEXT" => "RAY_FLAG_FORCE_NON_OPAQUE",
        "gl_RayFlagsTerminateOnFirstHitEXT" => "RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH",
        "gl_RayFlagsSkipClosestHitShaderEXT" => "RAY_FLAG_SKIP_CLOSEST_HIT_SHADER",
        "gl_RayFlagsCullBackFacingTrianglesEXT" => "RAY_FLAG_CULL_BACK_FACING_TRIANGLES",
        "gl_RayFlagsCullFrontFacingTrianglesEXT" => "RAY_FLAG_CULL_FRONT_FACING_TRIANGLES",
        "gl_RayFlagsCullOpaqueEXT" => "RAY_FLAG_CULL_OPAQUE",
        "gl_RayFlagsCullNoOpaqueEXT" => "RAY_FLAG_CULL_NON_OPAQUE",
        "gl_RayFlagsSkipTrianglesEXT" => "RAY_FLAG_SKIP_TRIANGLES",
        "gl_RayFlagsSkipAABBEXT" => "RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES",
        "gl_RayQueryCommittedIntersectionNoneEXT" => "COMMITTED_NOTHING",
        "gl_RayQueryCommittedIntersectionTriangleEXT" => "COMMITTED_TRIANGLE_HIT",
        "gl_RayQueryCommittedIntersectionGeneratedEXT" => "COMMITTED_PROCEDURAL_PRIMITIVE_HIT",
        "gl_RayQueryCandidateIntersectionTriangleEXT" => "CANDIDATE_NON_OPAQUE_TRIANGLE",
        "gl_RayQueryCandidateIntersectionAABBEXT" => "CANDIDATE_PROCEDURAL_PRIMITIVE",
        "rayQueryInitializeEXT" => "__RayQuery_Initialize",
        "rayQueryProceedEXT" => "__RayQuery_Proceed",
        "rayQueryTerminateEXT" => "__RayQuery_Terminate",
        "rayQueryGenerateIntersectionEXT" => "__RayQuery_GenerateIntersection",
        "rayQueryConfirmIntersectionEXT" => "__RayQuery_ConfirmIntersection",
        "rayQueryGetRayTMinEXT" => "__RayQuery_RayTMin",
        "rayQueryGetRayFlagsEXT" => "__RayQuery_RayFlags",
        "rayQueryGetWorldRayOriginEXT" => "__RayQuery_WorldRayOrigin",
        "rayQueryGetWorldRayDirectionEXT" => "__RayQuery_WorldRayDirection",
        "rayQueryGetIntersectionTypeEXT" => "__RayQuery_Type",
        "rayQueryGetIntersectionTEXT" => "__RayQuery_T",
        "rayQueryGetIntersectionInstanceCustomIndexEXT" => "__RayQuery_InstanceCustomIndex",
        "rayQueryGetIntersectionInstanceIdEXT" => "__RayQuery_InstanceId",
        "rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT" => {
            "__RayQuery_InstanceShaderBindingTableRecordOffset"
        }
        "rayQueryGetIntersectionGeometryIndexEXT" => "__RayQuery_GeometryIndex",
        "rayQueryGetIntersectionPrimitiveIndexEXT" => "__RayQuery_PrimitiveIndex",
        "rayQueryGetIntersectionBarycentricsEXT" => "__RayQuery_Barycentrics",
        "rayQueryGetIntersectionFrontFaceEXT" => "__RayQuery_FrontFace",
        "rayQueryGetIntersectionCandidateAABBOpaqueEXT" => "__RayQuery_CandidateAABBOpaque",
        "rayQueryGetIntersectionObjectRayDirectionEXT" => "__RayQuery_ObjectRayDirection",
        "rayQueryGetIntersectionObjectRayOriginEXT" => "__RayQuery_ObjectRayOrigin",
        "rayQueryGetIntersectionObjectToWorldEXT" => "__RayQuery_ObjectToWorld",
        "rayQueryGetIntersectionWorldToObjectEXT" => "__RayQuery_WorldToObject",
        "rayQueryGetIntersectionTriangleVertexPositionsEXT" => "__RayQuery_TriangleVertexPositions",
        _ => return None,
    })
}
