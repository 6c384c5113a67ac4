// antd's range picker on its own, as antd's DatePicker makes it (the same component, with the same dayjs set-up):
// antd's DatePicker carries all its single-day pickers (date, week, month, quarter, year, time) as its properties, about
// 3 KB gzip that the Activity feed, which asks for a range of days only, loaded with its screen.
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import generateRangePicker from 'antd/es/date-picker/generatePicker/generateRangePicker';

export const RangePicker = generateRangePicker(dayjsGenerateConfig);
