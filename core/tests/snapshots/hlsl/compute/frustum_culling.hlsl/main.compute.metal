#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_CullConstants {
    array<float4, 6> Planes;
    uint InstanceCount;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_CullConstants) == 112, "type_CullConstants: size");
static_assert(__builtin_offsetof(type_CullConstants, Planes) == 0, "type_CullConstants::Planes: offset");
static_assert(__builtin_offsetof(type_CullConstants, InstanceCount) == 96, "type_CullConstants::InstanceCount: offset");
#endif

struct Instance {
    float4 sphere;
    uint meshId;
    packed_uint3 pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Instance) == 32, "Instance: size");
static_assert(__builtin_offsetof(Instance, sphere) == 0, "Instance::sphere: offset");
static_assert(__builtin_offsetof(Instance, meshId) == 16, "Instance::meshId: offset");
static_assert(__builtin_offsetof(Instance, pad) == 20, "Instance::pad: offset");
#endif

bool SphereVisible(float4 sphere, constant type_CullConstants& CullConstants) {
    float4 sphere_1 = {};
    int i = {};
    sphere_1 = sphere;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1;
            }
            loop_init = false;
            if (!(i < 6)) {
                break;
            }
            {
                if ((dot(CullConstants.Planes[i].xyz, sphere_1.xyz) + CullConstants.Planes[i].w) < (-sphere_1.w)) {
                    return false;
                }
            }
        }
    }
    return true;
}

kernel void main0(
    uint3 dtid [[thread_position_in_grid]],
    constant type_CullConstants& CullConstants [[buffer(0)]],
    const device Instance* Instances [[buffer(1)]],
    device uint* VisibleIndices [[buffer(2)]],
    device atomic_uint* VisibleCount [[buffer(3)]]
) {
    uint3 dtid_1 = {};
    uint index = {};
    uint slot = {};
    dtid_1 = dtid;
    index = dtid_1.x;
    if (index >= CullConstants.InstanceCount) {
        return;
    }
    bool _e15 = SphereVisible(Instances[index].sphere, CullConstants);
    if (_e15) {
        {
            uint _e25 = atomic_fetch_add_explicit(&VisibleCount[0u >> 2u], 1u, memory_order_relaxed);
            slot = _e25;
            VisibleIndices[slot] = index;
        }
    }
    return;
}
