//! The reference runner: dispatch a SPIR-V compute shader on a Vulkan device
//! (lavapipe, Mesa's CPU driver, in practice) and read every buffer back.
//!
//! Only used to (re)generate golden files; an ordinary test run never loads
//! Vulkan. The loader is opened at run time (`ash::Entry::load`), so building
//! this crate needs no Vulkan SDK.

use ash::vk;
use std::ffi::CString;

/// One buffer binding of the reference dispatch.
#[derive(Clone, Debug)]
pub struct VkBinding {
    pub set: u32,
    pub binding: u32,
    /// Uniform (constant) buffer rather than storage buffer.
    pub uniform: bool,
    /// Initial contents; read back into the same vector after the dispatch.
    pub bytes: Vec<u8>,
}

/// Everything one reference dispatch needs.
#[derive(Clone, Debug)]
pub struct VkJob<'a> {
    pub spirv: &'a [u32],
    pub entry: &'a str,
    pub groups: [u32; 3],
    pub bindings: Vec<VkBinding>,
    /// Push-constant bytes (empty when the shader has none).
    pub push_constants: Vec<u8>,
    /// Specialization constants as `(constant_id, 4-byte value)`.
    pub spec: Vec<(u32, [u8; 4])>,
}

/// A Vulkan instance and device with one compute queue, reused across jobs.
pub struct Runner {
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    queue: vk::Queue,
    queue_family: u32,
    memory: vk::PhysicalDeviceMemoryProperties,
    /// Name of the physical device (e.g. `llvmpipe (LLVM 19.1.7, 256 bits)`).
    pub device_name: String,
    /// Subgroup width the device reports.
    pub subgroup_size: u32,
}

type VkResult<T> = Result<T, String>;

fn err(what: &str) -> impl Fn(vk::Result) -> String + '_ {
    move |e| format!("{what}: {e}")
}

impl Runner {
    /// Open the Vulkan loader and pick the first device with a compute queue,
    /// preferring a CPU device.
    pub fn new() -> VkResult<Runner> {
        // SAFETY: loading the system Vulkan loader; failure is reported, not assumed.
        let entry = unsafe { ash::Entry::load() }.map_err(|e| format!("cannot load Vulkan: {e}"))?;
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: valid create info; the instance is destroyed in Drop.
        let instance = unsafe { entry.create_instance(&info, None) }.map_err(err("vkCreateInstance"))?;
        let result = Self::with_instance(entry.clone(), instance.clone());
        if result.is_err() {
            // SAFETY: nothing else owns the instance yet.
            unsafe { instance.destroy_instance(None) };
        }
        result
    }

    fn with_instance(entry: ash::Entry, instance: ash::Instance) -> VkResult<Runner> {
        // SAFETY: the instance is valid for the calls below.
        let devices = unsafe { instance.enumerate_physical_devices() }.map_err(err("enumerate devices"))?;
        let mut picked = None;
        for pd in devices {
            // SAFETY: pd comes from this instance.
            let props = unsafe { instance.get_physical_device_properties(pd) };
            let families = unsafe { instance.get_physical_device_queue_family_properties(pd) };
            let Some(qf) = families.iter().position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE)) else {
                continue;
            };
            let cpu = props.device_type == vk::PhysicalDeviceType::CPU;
            if picked.is_none() || cpu {
                picked = Some((pd, qf as u32, props));
            }
        }
        let (pd, queue_family, props) = picked.ok_or("no Vulkan device with a compute queue")?;
        let device_name = props.device_name_as_c_str().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let mut subgroup = vk::PhysicalDeviceSubgroupProperties::default();
        let mut props2 = vk::PhysicalDeviceProperties2::default().push_next(&mut subgroup);
        // SAFETY: pd is valid; the chain lives on this stack frame.
        unsafe { instance.get_physical_device_properties2(pd, &mut props2) };
        let subgroup_size = subgroup.subgroup_size;
        let priorities = [1.0f32];
        let queues =
            [vk::DeviceQueueCreateInfo::default().queue_family_index(queue_family).queue_priorities(&priorities)];
        let mut f11 = vk::PhysicalDeviceVulkan11Features::default().storage_buffer16_bit_access(true);
        let mut f12 = vk::PhysicalDeviceVulkan12Features::default().shader_float16(true).shader_int8(true);
        let features = vk::PhysicalDeviceFeatures::default().shader_int16(true).shader_int64(true);
        let info = vk::DeviceCreateInfo::default()
            .queue_create_infos(&queues)
            .enabled_features(&features)
            .push_next(&mut f11)
            .push_next(&mut f12);
        // SAFETY: valid physical device and create info.
        let device = unsafe { instance.create_device(pd, &info, None) }.map_err(err("vkCreateDevice"))?;
        // SAFETY: the queue family was requested above.
        let queue = unsafe { device.get_device_queue(queue_family, 0) };
        let memory = unsafe { instance.get_physical_device_memory_properties(pd) };
        Ok(Runner { _entry: entry, instance, device, queue, queue_family, memory, device_name, subgroup_size })
    }

    fn memory_type(&self, bits: u32) -> VkResult<u32> {
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        (0..self.memory.memory_type_count)
            .find(|&i| {
                bits & (1 << i) != 0
                    && self.memory.memory_types.get(i as usize).is_some_and(|t| t.property_flags.contains(want))
            })
            .ok_or_else(|| "no host-visible coherent memory".to_string())
    }

    /// Run one job; on success every binding's `bytes` holds the buffer's
    /// contents after the dispatch.
    pub fn run(&self, job: &mut VkJob) -> VkResult<()> {
        let mut owned = Owned::default();
        let result = self.run_inner(job, &mut owned);
        owned.destroy(&self.device);
        result
    }

    fn run_inner(&self, job: &mut VkJob, o: &mut Owned) -> VkResult<()> {
        let d = &self.device;
        // SAFETY (whole function): every handle is created from `d`, recorded in
        // `o` for destruction, and used only while alive; host pointers are
        // mapped ranges of exactly the buffer sizes.
        unsafe {
            let max_set = job.bindings.iter().map(|b| b.set).max().unwrap_or(0);
            for set in 0..=max_set {
                let entries: Vec<_> = job
                    .bindings
                    .iter()
                    .filter(|b| b.set == set)
                    .map(|b| {
                        vk::DescriptorSetLayoutBinding::default()
                            .binding(b.binding)
                            .descriptor_type(descriptor_type(b))
                            .descriptor_count(1)
                            .stage_flags(vk::ShaderStageFlags::COMPUTE)
                    })
                    .collect();
                let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&entries);
                o.set_layouts.push(d.create_descriptor_set_layout(&info, None).map_err(err("set layout"))?);
            }
            let ranges = [vk::PushConstantRange::default()
                .stage_flags(vk::ShaderStageFlags::COMPUTE)
                .size(job.push_constants.len() as u32)];
            let mut layout_info = vk::PipelineLayoutCreateInfo::default().set_layouts(&o.set_layouts);
            if !job.push_constants.is_empty() {
                layout_info = layout_info.push_constant_ranges(&ranges);
            }
            o.layout = d.create_pipeline_layout(&layout_info, None).map_err(err("pipeline layout"))?;
            let module_info = vk::ShaderModuleCreateInfo::default().code(job.spirv);
            o.module = d.create_shader_module(&module_info, None).map_err(err("shader module"))?;
            let map: Vec<_> = (job.spec.iter().enumerate())
                .map(|(i, s)| vk::SpecializationMapEntry { constant_id: s.0, offset: 4 * i as u32, size: 4 })
                .collect();
            let data: Vec<u8> = job.spec.iter().flat_map(|s| s.1).collect();
            let spec = vk::SpecializationInfo::default().map_entries(&map).data(&data);
            let name = CString::new(job.entry).map_err(|_| "entry name has a NUL")?;
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(o.module)
                .name(&name)
                .specialization_info(&spec);
            let info = [vk::ComputePipelineCreateInfo::default().stage(stage).layout(o.layout)];
            let pipelines = d
                .create_compute_pipelines(vk::PipelineCache::null(), &info, None)
                .map_err(|(_, e)| format!("compute pipeline: {e}"))?;
            o.pipeline = pipelines.first().copied().ok_or("no pipeline created")?;
            self.make_buffers(job, o)?;
            let sizes = [
                vk::DescriptorPoolSize { ty: vk::DescriptorType::STORAGE_BUFFER, descriptor_count: 64 },
                vk::DescriptorPoolSize { ty: vk::DescriptorType::UNIFORM_BUFFER, descriptor_count: 64 },
            ];
            let pool_info = vk::DescriptorPoolCreateInfo::default().max_sets(max_set + 1).pool_sizes(&sizes);
            o.pool = d.create_descriptor_pool(&pool_info, None).map_err(err("descriptor pool"))?;
            let alloc = vk::DescriptorSetAllocateInfo::default().descriptor_pool(o.pool).set_layouts(&o.set_layouts);
            let sets = d.allocate_descriptor_sets(&alloc).map_err(err("descriptor sets"))?;
            for (b, (buf, _, _)) in job.bindings.iter().zip(&o.buffers) {
                let info = [vk::DescriptorBufferInfo { buffer: *buf, offset: 0, range: vk::WHOLE_SIZE }];
                let write = vk::WriteDescriptorSet::default()
                    .dst_set(sets.get(b.set as usize).copied().ok_or("descriptor set missing")?)
                    .dst_binding(b.binding)
                    .descriptor_type(descriptor_type(b))
                    .buffer_info(&info);
                d.update_descriptor_sets(&[write], &[]);
            }
            let pool_info = vk::CommandPoolCreateInfo::default().queue_family_index(self.queue_family);
            o.command_pool = d.create_command_pool(&pool_info, None).map_err(err("command pool"))?;
            let alloc = vk::CommandBufferAllocateInfo::default().command_pool(o.command_pool).command_buffer_count(1);
            let cbs = d.allocate_command_buffers(&alloc).map_err(err("command buffer"))?;
            let cb = cbs.first().copied().ok_or("no command buffer")?;
            d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default()).map_err(err("begin"))?;
            d.cmd_bind_pipeline(cb, vk::PipelineBindPoint::COMPUTE, o.pipeline);
            d.cmd_bind_descriptor_sets(cb, vk::PipelineBindPoint::COMPUTE, o.layout, 0, &sets, &[]);
            if !job.push_constants.is_empty() {
                d.cmd_push_constants(cb, o.layout, vk::ShaderStageFlags::COMPUTE, 0, &job.push_constants);
            }
            d.cmd_dispatch(cb, job.groups[0], job.groups[1], job.groups[2]);
            let barrier = vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ);
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[barrier],
                &[],
                &[],
            );
            d.end_command_buffer(cb).map_err(err("end"))?;
            o.fence = d.create_fence(&vk::FenceCreateInfo::default(), None).map_err(err("fence"))?;
            let submit = [vk::SubmitInfo::default().command_buffers(&cbs)];
            d.queue_submit(self.queue, &submit, o.fence).map_err(err("submit"))?;
            d.wait_for_fences(&[o.fence], true, u64::MAX).map_err(err("wait"))?;
            for (b, (_, _, ptr)) in job.bindings.iter_mut().zip(&o.buffers) {
                std::ptr::copy_nonoverlapping(*ptr as *const u8, b.bytes.as_mut_ptr(), b.bytes.len());
            }
        }
        Ok(())
    }

    /// Create, bind, map and fill one host-visible buffer per binding.
    unsafe fn make_buffers(&self, job: &VkJob, o: &mut Owned) -> VkResult<()> {
        let d = &self.device;
        for b in &job.bindings {
            let usage =
                if b.uniform { vk::BufferUsageFlags::UNIFORM_BUFFER } else { vk::BufferUsageFlags::STORAGE_BUFFER };
            // Vulkan forbids zero-sized buffers; pad to a multiple of 16 bytes.
            let size = (b.bytes.len().max(16) as u64).next_multiple_of(16);
            let info = vk::BufferCreateInfo::default().size(size).usage(usage);
            // SAFETY: see run_inner.
            unsafe {
                let buf = d.create_buffer(&info, None).map_err(err("buffer"))?;
                let req = d.get_buffer_memory_requirements(buf);
                let alloc = vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(self.memory_type(req.memory_type_bits)?);
                let mem = match d.allocate_memory(&alloc, None) {
                    Ok(m) => m,
                    Err(e) => {
                        d.destroy_buffer(buf, None);
                        return Err(format!("memory: {e}"));
                    }
                };
                o.buffers.push((buf, mem, std::ptr::null_mut()));
                d.bind_buffer_memory(buf, mem, 0).map_err(err("bind memory"))?;
                let ptr = d.map_memory(mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()).map_err(err("map"))?;
                std::ptr::write_bytes(ptr as *mut u8, 0, size as usize);
                std::ptr::copy_nonoverlapping(b.bytes.as_ptr(), ptr as *mut u8, b.bytes.len());
                if let Some(last) = o.buffers.last_mut() {
                    last.2 = ptr;
                }
            }
        }
        Ok(())
    }
}

fn descriptor_type(b: &VkBinding) -> vk::DescriptorType {
    if b.uniform { vk::DescriptorType::UNIFORM_BUFFER } else { vk::DescriptorType::STORAGE_BUFFER }
}

/// Handles of one job, destroyed whether or not the job succeeded.
#[derive(Default)]
struct Owned {
    set_layouts: Vec<vk::DescriptorSetLayout>,
    layout: vk::PipelineLayout,
    module: vk::ShaderModule,
    pipeline: vk::Pipeline,
    buffers: Vec<(vk::Buffer, vk::DeviceMemory, *mut std::ffi::c_void)>,
    pool: vk::DescriptorPool,
    command_pool: vk::CommandPool,
    fence: vk::Fence,
}

impl Owned {
    fn destroy(self, d: &ash::Device) {
        // SAFETY: every handle was created from `d` (null handles are ignored
        // by vkDestroy*), and the queue is idle once the fence was waited on
        // or the submission never happened.
        unsafe {
            let _ = d.device_wait_idle();
            d.destroy_fence(self.fence, None);
            d.destroy_command_pool(self.command_pool, None);
            d.destroy_descriptor_pool(self.pool, None);
            for (buf, mem, _) in self.buffers {
                d.destroy_buffer(buf, None);
                d.free_memory(mem, None);
            }
            d.destroy_pipeline(self.pipeline, None);
            d.destroy_shader_module(self.module, None);
            d.destroy_pipeline_layout(self.layout, None);
            for l in self.set_layouts {
                d.destroy_descriptor_set_layout(l, None);
            }
        }
    }
}

impl Drop for Runner {
    fn drop(&mut self) {
        // SAFETY: all job handles are destroyed by `Owned`; the device and
        // instance are destroyed last, in this order.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}
