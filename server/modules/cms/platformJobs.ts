/**
 * 加入我们: the openings of 成都薯片企业服务有限公司, the company that runs the platform (about100001). Seeded into
 * cms_jobs by platformSeed.ts; the texts describe the work as it is done on this storefront.
 */
export type JobText = {
  id: string;
  title: string;
  department: string;
  city: string;
  salary: string;
  experience: string;
  education: string;
  headcount: number;
  tags: string[];
  summary: string;
  duties: string[];
  requirements: string[];
  benefits: string[];
};

const OFFICE = '成都市高新区天府大道中段1388号';
const BENEFITS = ['五险一金，入职即缴纳', '周末双休，法定节假日按国家规定放假', '带薪年假、节日福利、年度体检', '完善的新人培训和晋升通道'];

export const JOB_OFFICE = OFFICE;

export const JOB_TEXTS: JobText[] = [
  {
    id: 'job_planner_cd',
    title: '企服规划师',
    department: '企业服务事业部',
    city: '成都',
    salary: '6-15K',
    experience: '经验不限',
    education: '大专及以上',
    headcount: 10,
    tags: ['底薪+提成', '带教上岗', '客户资源丰富'],
    summary: '在薯片企服上为中小企业客户提供工商、财税和知识产权服务的咨询与规划，是客户在平台上直接沟通的“规划师”。',
    duties: [
      '通过平台的在线咨询、隐私号电话和需求卡承接客户需求，了解客户情况并推荐合适的服务方案；',
      '为客户拟定订单，协助客户完成下单、实名认证和电子合同签署；',
      '跟进服务的办理节点，及时在订单中更新进度，回答客户在办理过程中的问题；',
      '维护客户关系，处理客户的开票、售后诉求，持续提升服务评价与薯片分。',
    ],
    requirements: [
      '大专及以上学历，财会、法律、工商管理等专业优先，欢迎优秀应届生；',
      '表达清晰，有耐心，愿意与企业主打交道；',
      '有工商注册、代理记账、商标代理等企业服务经验者优先；',
      '能适应以结果为导向的工作节奏。',
    ],
    benefits: ['底薪 + 业绩提成 + 季度奖金', ...BENEFITS],
  },
  {
    id: 'job_tax_advisor',
    title: '财税顾问',
    department: '财税服务中心',
    city: '成都',
    salary: '8-14K',
    experience: '3-5年',
    education: '本科及以上',
    headcount: 3,
    tags: ['中级会计优先', '专业岗'],
    summary: '为平台上的代理记账、税务筹划、审计验资等服务提供专业支持，帮助规划师解答客户的财税问题。',
    duties: [
      '负责代理记账客户的账务审核与纳税申报复核，确保按期、准确申报；',
      '为规划师和客户提供财税政策解读，撰写必懂社区中的财税类解答与文章；',
      '参与审计、验资、税务鉴证等需求卡的方案评估；',
      '整理常见问题，完善帮助中心的财税类内容。',
    ],
    requirements: [
      '本科及以上学历，会计、财务管理、税务相关专业；',
      '3年以上代账公司或企业财务工作经验，熟悉小规模纳税人和一般纳税人的申报流程；',
      '持有中级会计师证书或税务师证书者优先；',
      '做事细致，乐于分享专业知识。',
    ],
    benefits: ['专业证书补贴', ...BENEFITS],
  },
  {
    id: 'job_frontend',
    title: '前端开发工程师',
    department: '技术中心',
    city: '成都',
    salary: '12-22K',
    experience: '3-5年',
    education: '本科及以上',
    headcount: 2,
    tags: ['React', 'Next.js', 'TypeScript'],
    summary: '参与薯片企服移动端商城的开发，页面服务端渲染，同时运行在手机浏览器、App 和小程序中。',
    duties: [
      '负责移动端商城页面的开发与维护，包括商品、下单支付、订单、必懂社区和“我的”等模块；',
      '与后端同事一起设计接口契约，保证页面在 App 内嵌和小程序 web-view 中的体验一致；',
      '关注页面性能和可访问性，编写单元测试和浏览器端到端测试；',
      '参与代码评审，持续改进工程质量。',
    ],
    requirements: [
      '本科及以上学历，计算机相关专业；',
      '3年以上前端开发经验，熟练使用 React 和 TypeScript，了解 Next.js 服务端渲染；',
      '熟悉移动端适配和常见的性能优化手段；',
      '有电商或交易类产品经验者优先。',
    ],
    benefits: ['弹性工作时间', '技术书籍与培训补贴', ...BENEFITS],
  },
  {
    id: 'job_service_cs',
    title: '客服专员',
    department: '客户服务中心',
    city: '成都',
    salary: '4.5-7K',
    experience: '1年以内',
    education: '大专及以上',
    headcount: 5,
    tags: ['排班制', '稳定发展'],
    summary: '接听客服热线、处理在线客服咨询和用户反馈，是用户在平台上遇到问题时的第一位帮手。',
    duties: [
      '接听客服电话 028-954310，解答用户关于下单、支付、发票、退款的问题；',
      '处理“我要吐槽”中的用户反馈并及时回复处理结果；',
      '跟进平台介入的售后单，核实情况，协调服务商给出处理方案；',
      '记录用户的常见问题，反馈给产品和运营团队。',
    ],
    requirements: ['大专及以上学历，普通话标准；', '有耐心和同理心，善于倾听与沟通；', '会使用常用办公软件，打字速度每分钟50字以上；', '能接受排班（每周休息两天）。'],
    benefits: ['排班补贴', ...BENEFITS],
  },
  {
    id: 'job_bd_manager',
    title: '商户招商经理',
    department: '商户发展部',
    city: '成都',
    salary: '10-18K',
    experience: '3-5年',
    education: '大专及以上',
    headcount: 2,
    tags: ['招商', '资源拓展'],
    summary: '负责服务商和个人规划师的入驻招募与审核，帮助新商户在平台上顺利开展业务。',
    duties: [
      '拓展工商财税、知识产权、法律等领域的优质服务商，介绍平台的入驻政策；',
      '审核商户入驻申请，核对营业执照与资质证明，给出通过或不通过的意见；',
      '为新入驻的商户提供开店、上架服务和接单的培训；',
      '跟进商户的经营数据和用户评价，推动服务质量提升。',
    ],
    requirements: ['大专及以上学历；', '3年以上招商、渠道拓展或客户经理经验，有企业服务行业资源者优先；', '沟通能力强，能独立完成商务洽谈；', '能适应短期出差。'],
    benefits: ['招商提成', '交通与通讯补贴', ...BENEFITS],
  },
];
